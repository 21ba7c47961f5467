/**
 * The end-user licence agreement of the Vitrine SDK, as data: /EULA numbers the sections and
 * clauses and builds the table of contents from it. tests/unit/eula.test.ts checks that ids are
 * unique and that every "section N" cross-reference points to a section and clause that exist.
 */
import { links } from '../constants/links';

/** A defined term: rendered as “Term” followed by its meaning. */
export interface Definition {
  term: string;
  meaning: string;
}

/** A clause with an introduction and lettered items (a), (b), … */
export interface ListClause {
  text: string;
  items: string[];
}

export type Clause = string | Definition | ListClause;

export interface EulaSection {
  /** Anchor of the section; stable, because support answers and contracts link to it. */
  id: string;
  title: string;
  clauses: Clause[];
}

const contactAddress = links.salesEmail.replace(/^mailto:/, '');

export const EULA_META = {
  title: 'Vitrine SDK End-User Licence Agreement',
  version: '1.2',
  /** ISO date; the page formats it. */
  effective: '2025-05-01',
  licensor: 'Vitrine Labs Limited',
} as const;

/** A plain-language reading aid shown above the agreement; the page says it is not part of it. */
export const EULA_SUMMARY: string[] = [
  'You may use every feature for free to evaluate, develop and publish non-commercial work, with a watermark.',
  'A paid licence removes the watermark on the domains in your key and allows commercial use.',
  'Releases published while you were subscribed keep working after the subscription ends.',
  'You own your models and everything you render; the SDK sends no data to us.',
  'You may not resell the SDK on its own, build a competing SDK with it, or remove the watermark.',
];

export const eulaSections: EulaSection[] = [
  {
    id: 'definitions',
    title: 'Definitions',
    clauses: [
      {
        term: 'Agreement',
        meaning: 'means this end-user licence agreement together with any Order that refers to it.',
      },
      {
        term: 'Vitrine Labs',
        meaning: `means ${EULA_META.licensor}, the licensor of the SDK, and “we”, “us” and “our” refer to it.`,
      },
      {
        term: 'You',
        meaning:
          'means the person or organisation that accepts this Agreement; “your” is read accordingly. An individual who accepts on behalf of an organisation binds that organisation.',
      },
      {
        term: 'SDK',
        meaning:
          'means the Vitrine software development kit in object code form (its JavaScript modules, type declarations, shaders and bundled assets), every update and release of it that we make available to you, and its Documentation; for an Enterprise Plan with source access it includes the Source Code.',
      },
      {
        term: 'Documentation',
        meaning:
          'means the guides, glTF extension specifications and API reference that we publish for the SDK release concerned.',
      },
      {
        term: 'Application',
        meaning:
          'means a website, web application, desktop or mobile application that you make, that includes or loads the SDK, and that offers content or functionality beyond the SDK itself.',
      },
      {
        term: 'Plan',
        meaning:
          'means one of the Evaluation, Individual, Business or Enterprise plans, with the features, limits and add-ons described on our pricing page on the date of the Order.',
      },
      {
        term: 'Order',
        meaning:
          'means a purchase made in our account portal, or an order form signed by both parties, that states the Plan, the fees and the Subscription Term.',
      },
      {
        term: 'Subscription Term',
        meaning: 'means the period for which the fees of a paid Plan are paid, including each renewal.',
      },
      {
        term: 'Licence Key',
        meaning:
          'means the signed text string that we issue for a paid Plan and that names the Plan, the Licensed Domains and the Subscription Term.',
      },
      {
        term: 'Licensed Domain',
        meaning:
          'means a registrable domain named in a Licence Key, such as example.com, together with all of its subdomains.',
      },
      {
        term: 'Developer',
        meaning:
          'means an individual who writes code that calls the SDK, or configures it, for an Application made under your licence.',
      },
      {
        term: 'End User',
        meaning: 'means a person who uses one of your Applications.',
      },
      {
        term: 'Customer Content',
        meaning:
          'means the models, textures, environment maps, configurations and other material that you load into the SDK, and the images, videos and files that you produce with it.',
      },
      {
        term: 'Watermark',
        meaning:
          'means the “Made with Vitrine” mark that the SDK draws on its canvas when no valid Licence Key for the current domain is present.',
      },
      {
        term: 'Source Code',
        meaning:
          'means the human-readable TypeScript and shader source of the SDK, with its build scripts, made available under section 9.',
      },
    ],
  },
  {
    id: 'acceptance',
    title: 'Acceptance and scope',
    clauses: [
      'By installing, downloading, importing or otherwise using the SDK you accept this Agreement. If you do not accept it, do not use the SDK.',
      'This Agreement governs every Plan. If an Order conflicts with this Agreement, the Order prevails for the licence it grants and for nothing else.',
      'The SDK is licensed, not sold. You receive only the rights this Agreement expressly grants.',
    ],
  },
  {
    id: 'evaluation-licence',
    title: 'Evaluation licence',
    clauses: [
      'Subject to this Agreement, Vitrine Labs grants you a free, non-exclusive, non-transferable licence to use the SDK without a Licence Key in order to evaluate it, to develop and test Applications, and to publish Applications that are not commercial.',
      'Under the evaluation licence the Watermark must remain visible and unaltered on every page that shows the SDK.',
      'An Application is commercial, and needs a paid Plan, when it sells, advertises or takes orders or payments for goods or services, or when it is made for a client in exchange for payment. Showing work in progress to a client before launch is not commercial use.',
      'We may end the evaluation licence by giving thirty days’ notice, or at once if you breach section 6.',
    ],
  },
  {
    id: 'commercial-licence',
    title: 'Commercial licence',
    clauses: [
      {
        text: 'Subject to this Agreement and to payment of the fees, Vitrine Labs grants you, for the Subscription Term, a worldwide, non-exclusive licence, transferable only under section 20.1, to:',
        items: [
          'use the SDK to develop Applications, by no more Developers than your Plan allows;',
          'deploy and run the SDK, as part of your Applications, on your Licensed Domains; and',
          'distribute the SDK to End Users in object code form, bundled or minified, as part of your Applications and not on its own.',
        ],
      },
      'The features, limits and add-ons available to you are those of your Plan. An add-on that you buy becomes part of your Plan for the rest of its Subscription Term.',
      'End Users receive no licence to the SDK beyond the right to use your Application. Your terms with End Users must protect the SDK at least as well as section 6 does.',
      'You may let contractors work on your Applications as Developers under your licence. You are responsible for what they do with the SDK.',
      'Your licence covers every release of the SDK published during the Subscription Term. When the Subscription Term ends without renewal, you may keep running the releases published during it, on the same Licensed Domains, without time limit but without updates or support. Releases published after it ends show the Watermark.',
    ],
  },
  {
    id: 'licence-keys',
    title: 'Licence keys and domains',
    clauses: [
      'We issue one Licence Key per licence in the account portal. The key is not confidential: you may embed it in the client code of your Applications.',
      'A Licence Key is valid only on its Licensed Domains. Subdomains of a Licensed Domain, localhost and loopback addresses are always covered, so that development and staging environments behave like production.',
      'You may replace a Licensed Domain with another up to four times a year for each domain your Plan allows. The replaced key remains valid for thirty days.',
      'The SDK checks the Licence Key inside the browser. It sends no information to Vitrine Labs to do so.',
      'When the Licence Key is missing or not valid for the current domain or release, the SDK keeps working and shows the Watermark. This is the intended behaviour, not a defect.',
      'You must not create, alter or share Licence Keys outside your licence, or use a Licence Key on a domain that it does not name.',
    ],
  },
  {
    id: 'restrictions',
    title: 'Restrictions',
    clauses: [
      {
        text: 'Except as this Agreement expressly allows or mandatory law permits, you must not:',
        items: [
          'remove, hide or alter the Watermark, or circumvent or disable the Licence Key check;',
          'sell, rent, lease, lend, sublicense or distribute the SDK on its own;',
          'include the SDK in a product whose main purpose is to let others build 3D viewers, configurators or editors, such as a competing SDK, a no-code builder or a plugin marketplace, unless your Order allows it;',
          'offer the SDK’s programming interface to third parties as a general-purpose service;',
          'decompile, disassemble or reverse engineer the SDK, except to the extent that applicable law allows it despite this restriction, for example to achieve interoperability;',
          'remove or alter copyright, licence or third-party notices in the SDK; or',
          'use the SDK in breach of any law, including the laws referred to in section 19.',
        ],
      },
      'Bundling, minifying and tree-shaking the SDK while building your Application does not breach this section. Plugins that you write with the SDK’s public plugin interface belong to you and are not part of the SDK.',
    ],
  },
  {
    id: 'your-content',
    title: 'Your content and output',
    clauses: [
      'You own your Customer Content, including every image, video and exported glTF file that you produce with the SDK. Vitrine Labs acquires no right in it.',
      'You are responsible for holding the rights to the Customer Content that you load into the SDK and publish in your Applications.',
      'glTF files that use the VITRINE_ material extensions may be distributed freely. The extension specifications are published in the Documentation, and anyone may implement them.',
    ],
  },
  {
    id: 'third-party-components',
    title: 'Third-party components',
    clauses: [
      'The SDK uses open-source components, in particular the three.js library under the MIT licence (a peer dependency of the npm package, bundled only in its UMD build). They are listed, with their licences, in the THIRD_PARTY_NOTICES file of the SDK package.',
      'Those components are licensed to you under their own licences. Nothing in this Agreement restricts the rights that those licences give you.',
    ],
  },
  {
    id: 'source-access',
    title: 'Source code access',
    clauses: [
      'If your Order includes source access, we give the Developers you name read access to the Source Code repository for the Subscription Term.',
      'You may use the Source Code to understand, audit, debug and build the SDK for your own Applications, and you may change it for them. Builds made from changed Source Code remain subject to this Agreement. You must not distribute the Source Code, changed or not.',
      'The Source Code is Confidential Information under section 14.',
      'Support and the warranty in section 15.1 cover only releases that we built.',
    ],
  },
  {
    id: 'fees-and-renewal',
    title: 'Fees, renewal and refunds',
    clauses: [
      'Fees are stated in the Order, in euros and excluding VAT and other taxes, and are payable in advance for each Subscription Term.',
      'A subscription renews for the same term unless you cancel it in the account portal, or by written notice, before the current term ends. We remind you at least thirty days before each renewal. A change of price applies from the next renewal and is announced at least sixty days before it.',
      'Within thirty days of your first purchase of a Plan you may cancel it and receive a full refund. The Licence Key is then revoked.',
      'If an invoice is more than thirty days overdue after a written reminder, we may suspend support and stop issuing Licence Keys until it is paid. Applications already deployed keep running the releases that their key covers.',
    ],
  },
  {
    id: 'updates-and-support',
    title: 'Updates and support',
    clauses: [
      'During the Subscription Term you are entitled to every release of the SDK that we publish.',
      'Support is provided through the channel and within the first-response time of your Plan. It covers questions about the SDK and the Documentation and the reproduction and correction of defects. It does not cover writing your Application, preparing your Customer Content, or software that we did not make.',
      'The SDK follows semantic versioning. While the major version is 0, a minor release may change public interfaces; each such change is described, with migration steps, in the changelog. We keep every minor release available for download for at least twenty-four months after it is published.',
    ],
  },
  {
    id: 'privacy',
    title: 'Data and privacy',
    clauses: [
      'The SDK collects no personal data and no usage statistics, and sends nothing to Vitrine Labs. It sets no cookies and uses browser storage only where your Application configures it (for example to cache assets) and, unless turned off with autosave: false, for the editor template’s autosave.',
      'The SDK makes network requests only to the addresses that your Application gives it, such as the locations of models, textures and environment maps.',
      'Personal data that you give us in the account portal, such as contact and billing details, is processed under the privacy notice shown there.',
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property and feedback',
    clauses: [
      'Vitrine Labs and its licensors own all rights in the SDK, the Documentation and the Source Code. Every right not expressly granted in this Agreement is reserved.',
      'If you send us suggestions or other feedback, we may use it without obligation to you. You are never required to send feedback.',
      'You may state, in a factual way, that an Application is built with Vitrine. You may not use our logos in a way that suggests that we endorse you without our written permission. Plans that include white label do not require you to show the Vitrine name or logo anywhere.',
    ],
  },
  {
    id: 'confidentiality',
    title: 'Confidentiality',
    clauses: [
      'Confidential Information means non-public information that one party discloses to the other and that is marked as confidential or would reasonably be understood to be confidential, including the Source Code and the terms of an Enterprise Order.',
      'The receiving party uses Confidential Information only for this Agreement, protects it with at least reasonable care, and discloses it only to employees and contractors who need it for this Agreement and are bound by duties of confidence at least as strict as this section.',
      'This section does not apply to information that is or becomes public without breach, that the receiving party already knew, developed independently or received lawfully from a third party. A party may disclose Confidential Information where the law requires it, after notifying the other party where the law allows.',
      'These obligations last for five years after this Agreement ends, and for as long as the Source Code remains non-public.',
    ],
  },
  {
    id: 'warranty',
    title: 'Warranty and disclaimer',
    clauses: [
      'For paid Plans, Vitrine Labs warrants that each release of the SDK will perform substantially as described in its Documentation for ninety days from its publication. If it does not, we will correct the defect or, if we cannot do so within a reasonable time, you may end the licence concerned and receive a refund of the fees paid for the unused part of the Subscription Term. This is your only remedy under this warranty.',
      'The evaluation licence is provided “as is”, without any warranty.',
      'Except as stated in section 15.1, and to the extent permitted by law, the SDK is provided without warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not warrant that the SDK is free of errors, that it runs on every device, browser or graphics processor, or that a rendered image matches the colours or dimensions of a physical product exactly.',
      'If you are a consumer, nothing in this Agreement limits the rights that the law of your country of residence gives you.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    clauses: [
      'Neither party is liable for indirect, incidental, special or consequential damages, or for loss of profits, revenue, data or goodwill, arising out of this Agreement.',
      'Each party’s total liability under this Agreement for all events in any twelve-month period is limited to the fees that you paid in the twelve months before the first event, or to one hundred euros under the evaluation licence.',
      'Nothing in this Agreement limits liability for death or personal injury caused by negligence, for fraud or wilful misconduct, for your payment obligations, for breach of section 6 or section 14, or any other liability that the law does not allow to be limited.',
    ],
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    clauses: [
      'Vitrine Labs will defend you against any third-party claim that the SDK, as we provide it under a paid Plan, infringes an intellectual property right, and will pay the damages finally awarded and any settlement that we agree, provided that you notify us of the claim promptly, let us control the defence and cooperate with it. If such a claim is made, we may obtain the right for you to continue using the SDK, change it so that it no longer infringes, or end the licence and refund the fees paid for the unused part of the Subscription Term.',
      'Section 17.1 does not apply to claims caused by changes that we did not make, by combining the SDK with anything that we did not provide, by your Customer Content, or by use in breach of this Agreement.',
      'You will defend Vitrine Labs against third-party claims arising from your Customer Content or your Applications, except to the extent that the SDK itself caused them.',
    ],
  },
  {
    id: 'termination',
    title: 'Term and termination',
    clauses: [
      'This Agreement applies for as long as you use the SDK under any licence.',
      'Either party may end a paid licence if the other party materially breaches this Agreement and does not cure the breach within thirty days of written notice describing it.',
      'If a licence ends because of your breach, you must stop using and distributing the SDK and remove it from your Applications within thirty days. If a paid licence ends for any other reason, section 4.5 applies.',
      'Sections 1, 7, 13, 14, 15.3, 16, 17, 20 and 21 survive the end of this Agreement.',
    ],
  },
  {
    id: 'export-control',
    title: 'Export control and sanctions',
    clauses: [
      'You will comply with the export-control and sanctions laws of the European Union, the United States and any other jurisdiction that applies to you, and you will not make the SDK available to any person, organisation or destination that those laws prohibit.',
    ],
  },
  {
    id: 'general',
    title: 'General',
    clauses: [
      'You may transfer this Agreement, with all its licences, to a successor in a merger, acquisition or sale of the business concerned, by notifying us; any other transfer needs our written consent, which we will not withhold unreasonably. We may transfer this Agreement to an affiliate or to a successor of our business.',
      'We may publish a new version of this Agreement with a new release of the SDK. The version in force at the start of a Subscription Term applies for the whole of that term. We announce material changes at least thirty days before they take effect.',
      'This Agreement is the whole agreement between the parties about the SDK. If a provision is held unenforceable, the rest remains in force. Not enforcing a provision is not a waiver of it.',
      'Neither party is liable for a delay or failure caused by events beyond its reasonable control, other than payment obligations.',
      'Notices under this Agreement are given in writing by email: to you at the address in your account, and to us at the address in section 22.',
      'The parties are independent contractors. This Agreement gives no rights to anyone other than the parties.',
      'This Agreement is written in English. If it is translated, the English version prevails.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    clauses: [
      'This Agreement is governed by the laws of Ireland, without regard to its conflict-of-laws rules. The United Nations Convention on Contracts for the International Sale of Goods does not apply.',
      'The courts of Dublin have exclusive jurisdiction over disputes arising from this Agreement, except that either party may seek urgent injunctive relief in any competent court. A consumer may also bring proceedings in the courts of their country of residence.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    clauses: [
      `Questions about this Agreement, requests to transfer a licence and legal notices go to ${contactAddress}. Please include your account email address and, for a paid Plan, the Order number.`,
    ],
  },
];

/**
 * Cross-references such as "section 4.5" or "Sections 1, 7 and 15.3" found in a text, as
 * [section, clause] pairs (clause undefined when the whole section is meant).
 */
export function crossReferences(text: string): [number, number | undefined][] {
  const lists = [...text.matchAll(/\bsections? (\d+(?:\.\d+)?(?:(?:, | and )\d+(?:\.\d+)?)*)/gi)];
  return lists.flatMap((match) =>
    (match[1] ?? '').split(/, | and /).map((reference): [number, number | undefined] => {
      const [section, clause] = reference.split('.');
      return [Number(section), clause === undefined ? undefined : Number(clause)];
    }),
  );
}

/** Every text of a clause, for searching and checking. */
export function clauseTexts(clause: Clause): string[] {
  if (typeof clause === 'string') return [clause];
  if ('term' in clause) return [clause.meaning];
  return [clause.text, ...clause.items];
}
