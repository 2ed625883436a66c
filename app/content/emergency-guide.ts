/** Static guidance on the Emergency page: kinds of emergency, first aid, triage and prevention. */

export const EMERGENCY_TYPES = [
  {
    title: "Knocked-out tooth",
    text: "An adult tooth knocked out in a fall or at sport. Minutes count: the sooner it goes back in, the better its chance.",
  },
  {
    title: "Severe toothache",
    text: "Throbbing pain that keeps you awake or doesn't ease with pain relief, often from deep decay or an infected nerve.",
  },
  {
    title: "Broken or cracked tooth",
    text: "A chipped, cracked or split tooth, especially with sharp edges, pain or bleeding.",
  },
  {
    title: "Swelling or abscess",
    text: "Swelling in the gum, face or jaw, a bad taste or a fever can mean an infection that needs treatment.",
  },
  {
    title: "Lost filling or crown",
    text: "A filling or crown that has come out, leaving the tooth sensitive or sharp.",
  },
  {
    title: "Bleeding that won't stop",
    text: "Bleeding after an extraction or injury that keeps going despite firm pressure for 20 minutes.",
  },
] as const;

export const FIRST_AID = [
  {
    title: "Knocked-out tooth",
    steps: [
      "Pick the tooth up by the crown (the white part), never by the root.",
      "If it is dirty, rinse it briefly in milk, or in clean water for a few seconds. Don't scrub or dry it.",
      "If you can, push it gently back into the socket the right way round and bite on a clean cloth to hold it.",
      "Otherwise keep it in a small container of milk, or an adult can hold it inside their cheek.",
      "See a dentist within an hour if possible. Don't put a baby tooth back in.",
    ],
  },
  {
    title: "Severe pain",
    steps: [
      "Rinse with warm salty water and gently floss around the tooth in case food is trapped.",
      "Take paracetamol or ibuprofen exactly as the packet directs, if they are suitable for you.",
      "Hold a cold pack on the outside of your cheek, 20 minutes on and 20 minutes off.",
      "Never put aspirin or other tablets on the gum: they burn the soft tissue.",
      "Book an urgent appointment. Pain that wakes you at night rarely settles on its own.",
    ],
  },
  {
    title: "Broken tooth",
    steps: [
      "Rinse your mouth with warm water and keep any pieces of tooth you find.",
      "Press gauze or a clean cloth on any bleeding for 10 minutes.",
      "Use a cold pack on the cheek to reduce swelling.",
      "Cover sharp edges with sugar-free gum or temporary filling material from a pharmacy.",
      "Avoid chewing on that side and see a dentist within 24 hours.",
    ],
  },
] as const;

/**
 * How urgent: each level with its colours as classes, sent with the loader's data so the page's
 * script does not carry them.
 */
export const TRIAGE_LEVELS = [
  {
    level: "Immediate",
    when: "Go now",
    style: "border-red-300 bg-red-50",
    examples: [
      "A knocked-out adult tooth",
      "Swelling spreading towards the eye or down the neck (call 111 if breathing or swallowing is hard)",
      "Bleeding that won't stop with firm pressure",
    ],
  },
  {
    level: "Urgent",
    when: "Within 24 hours",
    style: "border-amber-300 bg-amber-50",
    examples: ["Severe toothache", "A broken tooth with pain", "Swelling of the gum or face with a bad taste or fever"],
  },
  {
    level: "Soon",
    when: "Within a few days",
    style: "border-brand-200 bg-brand-50",
    examples: ["A lost filling or crown without pain", "A small chip with no pain", "Mild sensitivity to hot or cold"],
  },
] as const;

export const PREVENTION_TIPS = [
  "Wear a properly fitted mouthguard for contact sport, including training.",
  "Have a checkup every 6 to 12 months, so deep decay and cracked fillings are caught early.",
  "Don't chew ice, pens or hard lollies, or use your teeth to open packets.",
  "Brush twice a day with fluoride toothpaste and clean between your teeth daily.",
  "Ask your dentist about a night guard if you grind or clench your teeth.",
  "Save your dentist's number and Healthline (0800 611 116) in your phone.",
] as const;
