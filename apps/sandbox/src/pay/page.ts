import type { Payment } from './store';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Everything shown comes from the merchant's payload, so it is all escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Paise → `₹1,23,456.00` (Indian digit grouping). */
export const formatRupees = (paise: number) => inr.format(paise / 100);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f1ecfb;color:#1f1534}
main{width:min(420px,92vw);background:#fff;border-radius:16px;box-shadow:0 8px 32px rgba(60,20,120,.15);overflow:hidden}
header{background:#5f259f;color:#fff;padding:16px 24px;display:flex;justify-content:space-between;align-items:center}
header b{font-size:18px;letter-spacing:.3px}
header small{opacity:.8}
section{padding:24px}
.merchant{font-size:14px;color:#6b5d85;margin:0}
.amount{font-size:36px;font-weight:700;margin:8px 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:13px;color:#4a3d63;margin:0 0 24px}
dt{color:#8a7da3}
dd{margin:0;word-break:break-all}
.actions{display:flex;gap:12px}
form{flex:1;margin:0}
button{width:100%;padding:14px;border:0;border-radius:10px;font:inherit;font-size:16px;font-weight:600;cursor:pointer}
.pay{background:#5f259f;color:#fff}
.fail{background:#f3eefc;color:#5f259f;border:1px solid #d6c8f0}
.note{font-size:12px;color:#8a7da3;margin:16px 0 0;text-align:center}
h1{font-size:20px;margin:0 0 8px}
p{margin:0 0 16px;line-height:1.5}
a{color:#5f259f}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><b>Sandbox Pay</b><small>PhonePe-style test gateway</small></header>
<section>
${body}
</section>
</main>
</body>
</html>
`;
}

/**
 * The hosted page a payer sees. Like PhonePe's, it names the merchant by the display name the
 * account registered (`merchantName`), never by anything in the request: PhonePe's pay request
 * (merchantId, merchantTransactionId, merchantUserId, amount, redirectUrl, redirectMode,
 * callbackUrl, mobileNumber, paymentInstrument) has no field for another name.
 */
export function payPage(payment: Payment, merchantName: string, expiresAt: Date): string {
  const action = `/pg/pay/${encodeURIComponent(payment.token)}/complete`;
  const button = (outcome: 'success' | 'failure', label: string, css: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit" class="${css}">${label}</button></form>`;
  const rows: [string, string][] = [
    ['Order', payment.merchantTransactionId],
    ...(payment.mobileNumber ? [['Mobile', payment.mobileNumber] as [string, string]] : []),
    ['Expires', `${expiresAt.toISOString().slice(0, 19).replace('T', ' ')} UTC`],
  ];
  return layout(
    `Pay ${formatRupees(payment.amount)} to ${merchantName}`,
    `<p class="merchant" data-testid="merchant">Paying ${escapeHtml(merchantName)}</p>
<div class="amount" data-testid="amount">${escapeHtml(formatRupees(payment.amount))}</div>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<div class="actions">
${button('success', 'Pay', 'pay')}
${button('failure', 'Fail', 'fail')}
</div>
<p class="note">Test gateway: no money moves. Pay succeeds, Fail declines.</p>`,
  );
}

/** Dead ends (unknown link, already used, expired), optionally with a way back to the merchant. */
export function messagePage(title: string, text: string, back?: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${back ?? ''}`);
}

/** `redirectMode: 'POST'`: the browser carries the outcome to the merchant as a form post. */
export function autoPostPage(url: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return layout(
    'Returning to merchant',
    `<h1>Returning to merchant…</h1>
<form id="back" method="post" action="${escapeHtml(url)}">${inputs}<button type="submit" class="pay">Continue</button></form>
<script>document.getElementById('back').submit()</script>`,
  );
}

export function returnLink(url: string): string {
  return `<p><a href="${escapeHtml(url)}">Return to merchant</a></p>`;
}
