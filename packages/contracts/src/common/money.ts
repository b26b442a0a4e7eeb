const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Paise shown as whole rupees with the Indian grouping: 12345600 → '₹1,23,456'. */
export const formatInr = (paise: number) => INR.format(Math.round(paise / 100));
