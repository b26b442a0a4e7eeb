import { escapeHtml, type PolicyKey, type SiteData } from '@app/contracts';

export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export interface Policy {
  title: string;
  intro: string;
  sections: PolicySection[];
}

/** How to reach the site owner, as the policies quote it. */
function contactLine(site: SiteData): string {
  const ways = [
    site.adminEmail && `e-mail ${site.adminEmail}`,
    site.adminContact && `call ${site.adminContact}`,
  ];
  const present = ways.filter(Boolean);
  return present.length > 0
    ? `You can reach ${site.companyName}: ${present.join(' or ')}.`
    : `You can reach ${site.companyName} through the contact details on this website.`;
}

/** The text of the policy pages, written for the site showing them. */
export function policyFor(key: PolicyKey, site: SiteData): Policy {
  const company = site.companyName;
  const contact = contactLine(site);
  switch (key) {
    case 'terms':
      return {
        title: 'Terms and conditions',
        intro: `These terms govern your use of the website and services of ${company}. By searching, booking or creating an account you accept them.`,
        sections: [
          {
            heading: 'Our role',
            paragraphs: [
              `${company} sells flights, fixed departures, holiday packages, activities and visa assistance provided by airlines and other suppliers. Each supplier's own conditions of carriage or service also apply to what you book.`,
            ],
          },
          {
            heading: 'Your account',
            paragraphs: [
              'Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for bookings made through it.',
              'The details you give us, including passenger names as they appear on passports, must be correct. Airlines may refuse boarding or charge for corrections when they are not.',
            ],
          },
          {
            heading: 'Prices and payment',
            paragraphs: [
              'Fares are shown in the currency displayed and include the taxes we know of at the time of booking. A fare is confirmed only once it is ticketed; if the supplier changes the price before that, we show you the new total before you pay.',
            ],
          },
          {
            heading: 'Changes and cancellations',
            paragraphs: [
              'Changes and cancellations follow the fare rules shown with your booking and our cancellation, return and refund policy.',
            ],
          },
          { heading: 'Contact', paragraphs: [contact] },
        ],
      };
    case 'privacy':
      return {
        title: 'Privacy policy',
        intro: `This policy explains what personal data ${company} collects, why, and the choices you have.`,
        sections: [
          {
            heading: 'What we collect',
            paragraphs: [
              'Your name, e-mail address, phone numbers and, for bookings, the passenger details that airlines and other suppliers require (such as date of birth and passport details). Agents and corporate users also give us company and billing details.',
            ],
          },
          {
            heading: 'Why we use it',
            paragraphs: [
              'To make and manage your bookings, to send you tickets, receipts and service messages, to keep your account secure, and to meet legal and tax obligations.',
            ],
          },
          {
            heading: 'Who we share it with',
            paragraphs: [
              'Only with the airlines, hotels and other suppliers that deliver what you booked, the payment providers that process your payment, and authorities where the law requires it. We do not sell your data.',
            ],
          },
          {
            heading: 'Cookies and analytics',
            paragraphs: [
              'We use a cookie to remember that you are logged in and may use analytics tags to understand how the site is used.',
            ],
          },
          {
            heading: 'Your rights',
            paragraphs: [`You can ask to see, correct or delete your personal data. ${contact}`],
          },
        ],
      };
    case 'cancellation':
      return {
        title: 'Cancellation, return and refund policy',
        intro: `How cancellations, changes and refunds work for bookings made with ${company}.`,
        sections: [
          {
            heading: 'Cancelling a booking',
            paragraphs: [
              'Send a change request from your ticket queue. Refunds follow the fare rules of your ticket: non-refundable fares return only the taxes the airline refunds.',
              'You may ask for a full refund, a partial refund for some passengers or sectors, or a change of itinerary (reissue).',
            ],
          },
          {
            heading: 'Charges',
            paragraphs: [
              'The airline cancellation charge and our service fee are deducted from the refund. The charges are shown before you confirm the request.',
            ],
          },
          {
            heading: 'When you get your money back',
            paragraphs: [
              'Refunds are paid to the original payment method, or to your wallet if you paid from it, once the airline has confirmed the refund. This usually takes 7 to 14 working days.',
            ],
          },
          {
            heading: 'Flights cancelled by the airline',
            paragraphs: [
              'When the airline cancels your flight you are entitled to a full refund or a free change.',
            ],
          },
          { heading: 'Questions', paragraphs: [contact] },
        ],
      };
    case 'apiPartner':
      return {
        title: 'API partner program',
        intro: `Run your own travel website on the inventory of ${company}: flights, fixed departures and holiday packages, with your brand and your prices.`,
        sections: [
          {
            heading: 'How it works',
            paragraphs: [
              `Your site connects to ${company} as an API consumer. Once we approve your request, our supply appears on your site under your own branding, domain and markups.`,
            ],
          },
          {
            heading: 'What you get',
            paragraphs: [
              'Live flight search and booking, fixed departures and tour packages; your own markup groups and customer accounts; ticket, change-request and wallet management; and reports of what your customers booked.',
            ],
          },
          {
            heading: 'Joining',
            paragraphs: [
              'Create an agent account, then ask for API access for the categories you want (Flights, FixedDeparture, TourPackages). We review every request and tell you when it is approved.',
              contact,
            ],
          },
        ],
      };
  }
}

/** The platform's text as formatted text: where staff start when they first write a policy. */
export const policyAsHtml = ({ intro, sections }: Policy): string =>
  [
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.flatMap((section) => [
      `<h2>${escapeHtml(section.heading)}</h2>`,
      ...section.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ]),
  ].join('');
