// maximumFractionDigits alone is a RangeError on engines that keep INR's default minimum of 2.
const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const WITH_PAISE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Paise shown with the Indian grouping, never rounded away: whole amounts without paise
 * (12345600 → '₹1,23,456'), others with both digits (2500050 → '₹25,000.50'). A figure shown to a
 * buyer is then exactly the figure charged or credited.
 */
export function formatInr(paise: number): string {
  const whole = Math.round(paise);
  return whole % 100 === 0 ? WHOLE_RUPEES.format(whole / 100) : WITH_PAISE.format(whole / 100);
}
