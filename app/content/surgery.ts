import type { Faq, SurgicalService } from "./types";

/**
 * The oral surgery page itself, for its general "Book Consultation": booked the way its treatments
 * are (service Other, named in the message), so the form says what the consultation is about.
 */
export const ORAL_SURGERY = { slug: "oral-surgery", name: "Oral Surgery" } as const;

/** Oral surgery treatments shown on the surgery page. Prices are typical NZ private fees in NZD. */
export const SURGICAL_SERVICES: readonly SurgicalService[] = [
  {
    slug: "wisdom-tooth-removal",
    name: "Wisdom Tooth Removal",
    description:
      "Removal of impacted, decayed or crowded wisdom teeth that are causing pain, infection or damage to neighbouring teeth. It can be done under local anaesthetic, IV sedation or general anaesthetic depending on how difficult the teeth are to reach.",
    priceRange: "$300 - $800 per tooth",
    duration: "30-90 minutes",
    benefits: [
      "Relief from recurring pain and infection",
      "Protects neighbouring teeth from decay and damage",
      "Sedation or general anaesthetic available",
      "Most people are back at work or study within a few days",
    ],
  },
  {
    slug: "dental-implant-surgery",
    name: "Dental Implant Surgery",
    description:
      "Placement of a titanium implant into the jaw bone to replace the root of a missing tooth, ready for a crown once it has healed. Surgeons use 3D scans to plan the position precisely and avoid nerves and sinuses.",
    priceRange: "$3,500 - $6,000 per implant (including crown)",
    duration: "1-2 hours per implant; 3-6 months to the final crown",
    benefits: [
      "A fixed, natural-looking replacement tooth",
      "Helps preserve jaw bone where the tooth was lost",
      "No need to grind down neighbouring teeth",
      "Can support bridges or dentures for several missing teeth",
    ],
  },
  {
    slug: "bone-grafting",
    name: "Bone Grafting",
    description:
      "Rebuilds jaw bone that has shrunk after tooth loss, gum disease or injury, using your own bone or a graft material. It is often needed before an implant so there is enough bone to hold it securely.",
    priceRange: "$600 - $3,000",
    duration: "45-90 minutes; 4-6 months healing",
    benefits: [
      "Makes implants possible where bone is thin",
      "Restores the natural contour of the jaw",
      "Can often be done at the same visit as an extraction",
    ],
  },
  {
    slug: "tooth-extraction",
    name: "Tooth Extraction",
    description:
      "Removal of a tooth that is badly broken, infected or too damaged to save, including surgical extraction when a tooth has broken below the gum. Your surgeon will talk through replacement options before the tooth comes out.",
    priceRange: "$200 - $600 per tooth",
    duration: "20-60 minutes",
    benefits: [
      "Removes a source of pain and infection",
      "Usually done under local anaesthetic in one visit",
      "Sedation available for anxious patients",
      "Can be planned together with an implant or bridge",
    ],
  },
  {
    slug: "sinus-lift",
    name: "Sinus Lift",
    description:
      "Gently raises the floor of the sinus above the upper back teeth and adds bone graft beneath it, creating room for implants. It is commonly needed when upper molars have been missing for some time.",
    priceRange: "$2,000 - $4,500",
    duration: "1-2 hours; 6-9 months healing",
    benefits: [
      "Allows implants in the upper back jaw",
      "Adds bone height where it has been lost",
      "Performed under local anaesthetic or sedation",
    ],
  },
  {
    slug: "corrective-jaw-surgery",
    name: "Corrective Jaw Surgery",
    description:
      "Also called orthognathic surgery, it repositions the upper or lower jaw to correct a bite that braces alone cannot fix. Treatment is planned with an orthodontist and carried out under general anaesthetic in hospital.",
    priceRange: "$15,000 - $35,000",
    duration: "2-5 hours; 6-12 weeks initial recovery",
    benefits: [
      "Improves biting, chewing and speech",
      "Can ease jaw joint strain and some breathing problems",
      "Balances facial proportions",
      "Long-lasting results when combined with orthodontics",
    ],
  },
];

/** How oral surgery works, in four steps. */
export const SURGICAL_PROCESS: readonly { title: string; description: string }[] = [
  {
    title: "Consultation",
    description:
      "Your surgeon examines your mouth, reviews X-rays or a 3D scan and talks through your options, risks and costs so you can make an informed decision.",
  },
  {
    title: "Planning",
    description:
      "You receive a written treatment plan and quote, choose between local anaesthetic, sedation or general anaesthetic, and get clear instructions on how to prepare.",
  },
  {
    title: "Surgery",
    description:
      "The procedure is carried out in an accredited surgical suite or hospital, with your comfort monitored throughout by an experienced team.",
  },
  {
    title: "Recovery and follow-up",
    description:
      "You go home with written aftercare advice and pain relief guidance, a phone number to call if you are worried, and a review appointment to check healing.",
  },
];

/** Common questions about oral surgery. */
export const SURGERY_FAQS: readonly Faq[] = [
  {
    question: "How much does oral surgery cost in New Zealand?",
    answer:
      "It depends on the procedure and the type of anaesthesia. As a guide, a simple extraction costs $200 to $600 per tooth, wisdom tooth removal $300 to $800 per tooth, and an implant with its crown $3,500 to $6,000. Sedation or general anaesthetic adds to the cost, so always ask for a written quote first.",
  },
  {
    question: "Will it hurt?",
    answer:
      "The area is numbed with local anaesthetic, so you should feel pressure but not sharp pain during the procedure. IV sedation or general anaesthetic is available for longer or more difficult surgery and for anxious patients. Some soreness and swelling afterwards is normal and is usually managed with regular pain relief.",
  },
  {
    question: "How long does recovery take?",
    answer:
      "Most people recover from an extraction or wisdom tooth removal within three to seven days, with swelling peaking around day two or three. Bone grafts and implants take several months to heal fully, but you can usually return to normal activities within a few days. Corrective jaw surgery needs six to twelve weeks of initial recovery.",
  },
  {
    question: "Does ACC or health insurance cover oral surgery?",
    answer:
      "ACC may contribute to treatment for dental injuries caused by an accident, and your surgeon can lodge the claim for you. Surgery for other reasons, such as wisdom teeth, is not covered by ACC, but many health insurance policies pay part of the cost of oral surgery. Check your policy and ask your insurer about prior approval before booking.",
  },
  {
    question: "Do I need a referral to see an oral surgeon?",
    answer:
      "You don't usually need a referral to see a private oral and maxillofacial surgeon, and you can book a consultation directly. A referral from your dentist is still helpful because it includes your X-rays and history, and some insurers require one before they will pay a claim.",
  },
];
