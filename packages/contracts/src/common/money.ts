// maximumFractionDigits alone is a RangeError on engines that keep INR's default minimum of 2.
const INR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Paise shown as whole rupees with the Indian grouping: 12345600 → '₹1,23,456'. */
export const formatInr = (paise: number) => INR.format(Math.round(paise / 100));
