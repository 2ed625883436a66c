import type { Faq } from "./types";

import type { ServiceName } from "../../rules/listings/services";

/** Service select on the home page (spec §2 Home). */
export const HOME_SERVICE_OPTIONS = [
  "General Dentistry",
  "Invisalign",
  "Dental Implants",
  "Teeth Whitening",
  "Root Canal",
  "Emergency Care",
] as const;

/** Service select on the directory (spec §2 Directory). */
export const DIRECTORY_SERVICE_OPTIONS = [
  "General Dentistry",
  "Invisalign",
  "Dental Implants",
  "Teeth Whitening",
  "Emergency Care",
  "Cosmetic",
] as const;

/** A treatment with its own page under /services/{slug}. */
interface ServicePage {
  slug: string;
  title: string;
  /** Name as it appears in dentist records, used to pick providers. */
  serviceName: ServiceName;
  description: string;
  priceRange: string;
  /** Lowest price, in NZD, for "From $x" cards. */
  fromPrice: number;
  duration: string;
  benefits: string[];
  about: string[];
  faqs: Faq[];
}

export const SERVICE_PAGES: readonly ServicePage[] = [
  {
    slug: "invisalign",
    title: "Invisalign Clear Aligners",
    serviceName: "Invisalign",
    description:
      "Straighten your teeth with a series of clear, removable aligners made for your mouth. Most people around you will not notice you are wearing them.",
    priceRange: "$6,000 - $9,000",
    fromPrice: 6000,
    duration: "12-18 months",
    benefits: [
      "Nearly invisible aligners",
      "Removable for eating, brushing and special occasions",
      "Fewer appointments than fixed braces",
      "A digital plan shows the expected result before you start",
    ],
    about: [
      "Invisalign moves teeth gradually with a sequence of custom-made plastic aligners. You change to a new set about every one to two weeks and wear them for 20 to 22 hours a day.",
      "A dentist or orthodontist scans your teeth, plans each movement and checks progress every six to ten weeks. Some people need small tooth-coloured attachments to help the aligners grip.",
      "It suits mild to moderate crowding, gaps and many bite problems. Complex cases may still be better treated with fixed braces, and your provider will tell you which applies to you.",
    ],
    faqs: [
      {
        question: "How much does Invisalign cost in New Zealand?",
        answer:
          "Most full treatments cost between $6,000 and $9,000, depending on how much movement is needed. Many practices offer payment plans.",
      },
      {
        question: "How long does treatment take?",
        answer: "Typically 12 to 18 months. Minor corrections can take as little as six months.",
      },
      {
        question: "Does insurance cover Invisalign?",
        answer:
          "Some health insurance policies with orthodontic cover contribute part of the cost. Check your policy, and ask the practice for a treatment plan to send to your insurer.",
      },
    ],
  },
  {
    slug: "implants",
    title: "Dental Implants",
    serviceName: "Dental Implants",
    description:
      "Replace a missing tooth with a titanium implant and a natural-looking crown that looks, feels and works like your own tooth.",
    priceRange: "$3,500 - $6,000",
    fromPrice: 3500,
    duration: "3-6 months",
    benefits: [
      "95% success rate",
      "Looks and feels like a natural tooth",
      "Protects the jaw bone from shrinking",
      "No need to grind down neighbouring teeth",
    ],
    about: [
      "An implant is a small titanium post placed in the jaw bone where a tooth root used to be. Over three to six months the bone bonds to it, and a crown is then fitted on top.",
      "Implants have a success rate of about 95% over ten years when they are looked after with good brushing, flossing and regular check-ups.",
      "You need healthy gums and enough bone. If bone has been lost, a graft may be needed first, which adds time and cost.",
    ],
    faqs: [
      {
        question: "How much does a dental implant cost?",
        answer:
          "A single implant with its crown usually costs $3,500 to $6,000. Bone grafts and scans can add to this.",
      },
      {
        question: "How long does it take?",
        answer: "Three to six months from placement to the final crown, allowing the bone to heal around the implant.",
      },
      {
        question: "Is it covered by ACC or insurance?",
        answer:
          "If the tooth was lost in an accident, ACC may contribute. Some health insurance policies cover part of the cost of implants; check your policy.",
      },
    ],
  },
  {
    slug: "teeth-whitening",
    title: "Professional Teeth Whitening",
    serviceName: "Teeth Whitening",
    description:
      "Brighten your smile safely with professional whitening, in the chair in about an hour or with custom trays you use at home.",
    priceRange: "$400 - $800",
    fromPrice: 400,
    duration: "1-2 hours",
    benefits: [
      "Visible results after one visit",
      "Supervised by a dental professional",
      "Gentler on gums than shop-bought kits",
      "Custom take-home trays for top-ups",
    ],
    about: [
      "Professional whitening uses a stronger peroxide gel than shop products, applied with your gums protected. In-chair whitening takes one to two hours.",
      "Take-home kits use trays moulded to your teeth and a milder gel worn for a set time each day over one to two weeks.",
      "Whitening does not change the colour of fillings, crowns or veneers, and some people feel temporary sensitivity. A check-up first makes sure your teeth are healthy enough.",
    ],
    faqs: [
      {
        question: "How much does teeth whitening cost?",
        answer: "Professional whitening costs $400 to $800 depending on the method.",
      },
      {
        question: "How long do results last?",
        answer: "Usually one to three years, depending on diet, smoking and how you look after your teeth.",
      },
      {
        question: "Does insurance cover whitening?",
        answer: "Whitening is cosmetic, so most insurance policies do not cover it.",
      },
    ],
  },
  {
    slug: "emergency-dentist",
    title: "Emergency Dental Care",
    serviceName: "Emergency Care",
    description: "Same-day help for severe toothache, broken or knocked-out teeth, swelling and dental injuries.",
    priceRange: "From $150",
    fromPrice: 150,
    duration: "30-90 minutes",
    benefits: [
      "Same-day and after-hours appointments",
      "Pain relief first, then a plan",
      "ACC claims lodged for accidental injuries",
      "Clear costs before treatment starts",
    ],
    about: [
      "An emergency visit starts with an examination and usually an X-ray, then treatment to relieve pain and protect the tooth. Emergency consultations start from $150.",
      "If your injury was caused by an accident, ACC may help with the cost; the dentist can lodge the claim for you.",
      "For heavy bleeding that will not stop, swelling that affects breathing or swallowing, or a head injury, call 111 straight away.",
    ],
    faqs: [
      {
        question: "How much does an emergency dentist cost?",
        answer:
          "Emergency consultations start from $150. Treatment such as a filling or extraction is extra and will be quoted before it starts.",
      },
      {
        question: "How quickly can I be seen?",
        answer: "Most emergency providers on our directory see patients the same day, many within an hour.",
      },
      {
        question: "Will ACC or insurance help?",
        answer:
          "ACC helps with dental injuries caused by accidents. Health insurance may cover emergency treatment depending on your policy.",
      },
    ],
  },
];

/** Service cards on the home page: the spec's four popular services. */
export const POPULAR_SERVICE_SLUGS = ["invisalign", "implants", "teeth-whitening", "emergency-dentist"] as const;

const pageBySlug = new Map(SERVICE_PAGES.map((s) => [s.slug, s]));

export function findServicePage(slug: string | undefined): ServicePage | undefined {
  return slug ? pageBySlug.get(slug) : undefined;
}
