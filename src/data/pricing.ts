/**
 * Licence plans, prices, the comparison table and the FAQ behind /license. The page renders only
 * from this module; tests/unit/pricing.test.ts validates every entry.
 */
import { links } from '../constants/links';

export const PLAN_IDS = ['evaluation', 'individual', 'business', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Prices are in euros, excluding VAT. */
export const CURRENCY = 'EUR';

export type PlanPrice =
  /** Free of charge. */
  | { kind: 'free' }
  /** A yearly subscription, in whole euros. */
  | { kind: 'yearly'; amount: number }
  /** Priced per contract. */
  | { kind: 'quote' };

/** A call to action: `to` is a route of this site, `href` an address from src/constants/links.ts. */
export type PlanAction = { label: string; to: string } | { label: string; href: string };

export interface Plan {
  id: PlanId;
  name: string;
  /** Who the plan is for, in one line. */
  audience: string;
  price: PlanPrice;
  /** The three or four things that set the plan apart, shown on its card. */
  highlights: string[];
  action: PlanAction;
  /** Marked as the usual choice for companies. */
  recommended?: boolean;
}

export const plans: Plan[] = [
  {
    id: 'evaluation',
    name: 'Evaluation',
    audience: 'For trying Vitrine, prototypes, local development and non-commercial projects.',
    price: { kind: 'free' },
    highlights: [
      'Every plugin, including diamond rendering',
      'No licence key needed',
      'A small “Made with Vitrine” watermark in the corner of the canvas',
      'Community support in the chat server',
    ],
    action: { label: 'Read the introduction', to: '/docs/intro' },
  },
  {
    id: 'individual',
    name: 'Individual',
    audience: 'For a freelancer or a one-person shop putting one product site live.',
    price: { kind: 'yearly', amount: 490 },
    highlights: [
      'One production domain, no watermark',
      'All rendering, material and interaction plugins',
      'Diamond rendering as an add-on (€290 per year)',
      'Email support, answered within three business days',
    ],
    action: { label: 'Buy Individual', href: links.licencePortal },
  },
  {
    id: 'business',
    name: 'Business',
    audience: 'For brands, retailers and agencies running 3D on their own or their clients’ sites.',
    price: { kind: 'yearly', amount: 2400 },
    highlights: [
      'Five production domains and five developer seats',
      'Diamond rendering and the variation configurator included',
      'White label: no Vitrine name or logo required anywhere',
      'Email support, answered within one business day',
    ],
    action: { label: 'Buy Business', href: links.licencePortal },
    recommended: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    audience: 'For marketplaces and groups with many brands, domains or on-premise needs.',
    price: { kind: 'quote' },
    highlights: [
      'Unlimited domains and developer seats',
      'Read access to the SDK source, with updates',
      'A named support engineer and a response-time agreement',
      'Custom terms, purchase orders and invoicing',
    ],
    action: { label: 'Talk to sales', href: links.salesEmail },
  },
];

/** `true`: included; `false`: not included; a string: included with this qualification. */
export type Availability = boolean | string;

export interface ComparisonRow {
  feature: string;
  /** One sentence that says what the feature means, for readers who do not know it. */
  detail: string;
  values: Record<PlanId, Availability>;
}

export interface ComparisonGroup {
  title: string;
  rows: ComparisonRow[];
}

export const comparison: ComparisonGroup[] = [
  {
    title: 'Usage',
    rows: [
      {
        feature: 'Production domains',
        detail: 'Public hostnames the key unlocks; subdomains of a licensed domain and localhost are always free.',
        values: { evaluation: 'Any, with watermark', individual: '1', business: '5', enterprise: 'Unlimited' },
      },
      {
        feature: 'Developer seats',
        detail: 'People who write code against the SDK under this licence.',
        values: { evaluation: 'Any', individual: '1', business: '5', enterprise: 'Unlimited' },
      },
      {
        feature: 'Commercial use',
        detail: 'Selling, advertising or taking orders through the page that shows the viewer.',
        values: { evaluation: false, individual: true, business: true, enterprise: true },
      },
      {
        feature: 'No watermark',
        detail: 'The canvas shows no “Made with Vitrine” badge on licensed domains.',
        values: { evaluation: false, individual: true, business: true, enterprise: true },
      },
    ],
  },
  {
    title: 'Plugins',
    rows: [
      {
        feature: 'Core viewer and rendering plugins',
        detail: 'ViewerApp, tone mapping, progressive anti-aliasing, ground and shadows, bloom, depth of field.',
        values: { evaluation: true, individual: true, business: true, enterprise: true },
      },
      {
        feature: 'Material plugins',
        detail: 'Anisotropic metals and bump maps, stored in glTF as VITRINE_ extensions.',
        values: { evaluation: true, individual: true, business: true, enterprise: true },
      },
      {
        feature: 'Diamond rendering',
        detail: 'DiamondPlugin: ray-traced refraction, dispersion and per-gem index of refraction.',
        values: { evaluation: true, individual: 'Add-on, €290 per year', business: true, enterprise: true },
      },
      {
        feature: 'Variation configurator',
        detail: 'Metal, stone and part choices read from the model and a JSON file, with a ready-made UI.',
        values: { evaluation: true, individual: false, business: true, enterprise: true },
      },
      {
        feature: 'Editor templates',
        detail: 'The viewer and editor templates your team uses to prepare and export models.',
        values: { evaluation: true, individual: false, business: true, enterprise: true },
      },
    ],
  },
  {
    title: 'Support',
    rows: [
      {
        feature: 'Support channel',
        detail: 'Where questions about the SDK are answered.',
        values: {
          evaluation: 'Community chat',
          individual: 'Email',
          business: 'Email and shared chat channel',
          enterprise: 'Named support engineer',
        },
      },
      {
        feature: 'First response',
        detail: 'How soon a support request gets its first answer from our engineers.',
        values: {
          evaluation: false,
          individual: '3 business days',
          business: '1 business day',
          enterprise: '4 business hours, by agreement',
        },
      },
      {
        feature: 'Onboarding session',
        detail: 'A video call with an engineer to review your models, lighting and integration.',
        values: { evaluation: false, individual: false, business: 'One per year', enterprise: 'As needed' },
      },
    ],
  },
  {
    title: 'Branding and source',
    rows: [
      {
        feature: 'White label',
        detail: 'The Vitrine name and logo need not be shown anywhere in your application.',
        values: { evaluation: false, individual: false, business: true, enterprise: true },
      },
      {
        feature: 'Source access',
        detail: 'Read access to the SDK’s TypeScript source repository, for audits and debugging.',
        values: { evaluation: false, individual: false, business: false, enterprise: true },
      },
      {
        feature: 'Keys for private hostnames',
        detail: 'For intranets, kiosks and internal tools, whose hostnames are not public.',
        values: { evaluation: false, individual: false, business: false, enterprise: true },
      },
    ],
  },
];

/** Where the page sends readers for the rest of the setup: the installation guide's licence-key section. */
export const LICENSE_KEY_GUIDE = {
  to: '/docs/installation#licence-key',
  label: 'Read the installation guide: where the licence key goes',
} as const;

export interface FaqEntry {
  /** Anchor of the question on the page. */
  id: string;
  question: string;
  answer: string;
}

export const faq: FaqEntry[] = [
  {
    id: 'do-i-need-a-key-to-develop',
    question: 'Do I need a licence key to develop?',
    answer:
      'No. Without a key every feature works on any hostname, with a small watermark in the corner of the canvas. Once you have a key, it also works on localhost and on the subdomains of your licensed domains, so development and staging look exactly like production.',
  },
  {
    id: 'what-counts-as-a-domain',
    question: 'What counts as a domain?',
    answer:
      'One registrable domain such as example.com, with all its subdomains: www.example.com, shop.example.com and staging.example.com are one domain. A second country domain such as example.de is a second domain.',
  },
  {
    id: 'is-the-key-secret',
    question: 'Is the licence key a secret?',
    answer:
      'No. The key is a signed list of your domains and your plan; it ends up in your page’s JavaScript like any other setting, and it only unlocks the domains it names. The SDK checks the signature and the page’s hostname locally and never calls our servers.',
  },
  {
    id: 'what-happens-when-a-licence-ends',
    question: 'What happens when a subscription ends?',
    answer:
      'Sites keep working. A key stays valid for every SDK release published while the subscription ran; only releases published after it ended show the watermark again. Renew to receive new releases and support.',
  },
  {
    id: 'can-an-agency-use-one-licence',
    question: 'We are an agency. Do we need a licence per client?',
    answer:
      'A Business licence covers five production domains, whoever owns them, so one licence serves several small clients. Clients with their own development team usually buy their own licence; we can transfer domains between licences when a project changes hands.',
  },
  {
    id: 'apps-and-webviews',
    question: 'Can I use Vitrine in a mobile app, Electron or a kiosk?',
    answer:
      'Yes. Apps that load the viewer from a licensed domain are covered by that domain. Apps that serve pages from a file or a private hostname need a key for private hostnames, part of the Enterprise plan.',
  },
  {
    id: 'changing-domains',
    question: 'Can I move a licence to another domain?',
    answer:
      'Yes, from the account portal, up to four times a year per domain slot. The portal issues a new key at once; the old key keeps working for thirty days so you can deploy without a gap.',
  },
  {
    id: 'discounts',
    question: 'Do you offer discounts?',
    answer:
      'Schools, universities and registered charities get the Business plan at no cost for non-commercial projects, and open-source projects get an Individual licence. Write to sales with a link to the project.',
  },
  {
    id: 'payment-and-invoices',
    question: 'How do I pay, and do I get an invoice?',
    answer:
      'Individual and Business licences are paid by card in the account portal, which issues an invoice with your VAT number. Enterprise licences are invoiced yearly against a purchase order, payable by bank transfer.',
  },
];

/** "€2,400", or the word that stands for a price that is not a number. */
export function formatPrice(price: PlanPrice): string {
  switch (price.kind) {
    case 'free':
      return 'Free';
    case 'quote':
      return 'Custom';
    case 'yearly':
      return new Intl.NumberFormat('en-IE', { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 }).format(
        price.amount,
      );
  }
}
