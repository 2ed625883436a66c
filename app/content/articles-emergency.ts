import type { Article } from "./types";

/*
 * The Articles section's emergency care guide: what to do in the first hour, and where to go.
 * Assembled in order with the others in articles.ts.
 */

export const DENTAL_EMERGENCY: Article = {
  slug: "what-to-do-in-a-dental-emergency",
  title: "What to Do in a Dental Emergency",
  excerpt:
    "A knocked-out tooth, a cracked filling or a swollen jaw can happen at any time. Here is what to do in the first hour, when to call 111 and how to get urgent dental care in New Zealand.",
  image: "/images/articles/what-to-do-in-a-dental-emergency.svg",
  imageAlt: "Illustration of a tooth beside a first-aid cross on a teal background",
  author: "Dr Mei Lin Chen",
  date: "2024-02-06",
  readTime: 6,
  category: "Emergency Care",
  views: 11840,
  tags: ["emergency", "acc", "toothache", "costs"],
  sections: [
    {
      heading: "First, work out how urgent it is",
      paragraphs: [
        "Dental problems rarely arrive at a convenient time. A cracked tooth at Saturday sport, a throbbing ache that keeps you up at night or a swollen jaw on a public holiday can all feel like emergencies. Knowing what to do in the first hour may make a real difference to how much of a tooth can be saved, and it can also stop you paying for after-hours treatment you don't actually need yet.",
        "Call 111 straight away if you or someone else has swelling that is spreading quickly across the face or down the neck, difficulty breathing or swallowing, heavy bleeding that won't stop with firm pressure, or a head injury with confusion, vomiting or loss of consciousness. These are medical emergencies and the hospital emergency department is the right place to go, not a dental clinic.",
        "For problems that are urgent but not life-threatening, such as a knocked-out tooth, a badly broken tooth, a severe toothache or a swelling that is slowly getting worse, phone your usual dentist first. Many practices keep gaps in the day for emergencies, and some list an after-hours number on their answerphone. If you can't reach anyone, call Healthline on 0800 611 116 at any time, day or night, for free advice from a registered nurse about where to go.",
      ],
    },
    {
      heading: "Knocked-out and broken teeth",
      paragraphs: [
        "A knocked-out adult tooth is one of the few dental situations where minutes really count. Pick the tooth up by the crown (the white part you chew with), not the root. If it is dirty, rinse it briefly in milk, or in clean water for a few seconds if nothing else is available. Don't scrub it, dry it or wrap it in a tissue, because the living cells on the root need to stay moist.",
        "If the person is calm and able to cooperate, gently push the tooth back into its socket the right way round and have them bite on a clean cloth to hold it in place. If that isn't possible, keep the tooth in a small container of milk, or an adult can hold it inside their cheek. Then get to a dentist as soon as you can, ideally within an hour. Do not try to put a baby tooth back in, as this can damage the adult tooth developing underneath; keep the child comfortable and take them to a dentist for a check.",
        "For a chipped or cracked tooth, rinse the mouth with warm water, save any pieces you can find and bring them with you. A cold pack held on the outside of the cheek may help with swelling. Even a small chip is worth getting checked, because a crack can run further than it looks and may let bacteria reach the nerve.",
      ],
    },
    {
      heading: "Toothache, swelling and infection",
      paragraphs: [
        "Toothache is the most common reason people look for an emergency dentist. Until you can be seen, rinse with warm salty water, gently floss around the sore tooth in case food is trapped, and take over-the-counter pain relief such as paracetamol or ibuprofen exactly as directed on the packet, if these are suitable for you. Never put aspirin or other tablets directly on the gum, as they can burn the soft tissue. A pharmacist can help you choose something that is safe alongside any other medicines you take.",
        "Swelling around a tooth or in the gum, a bad taste or a fever can be signs of an infection, sometimes called an abscess. These don't go away on their own. Antibiotics may be part of the treatment, but the source of the infection usually needs to be dealt with by a dentist, often through root canal treatment or removing the tooth. If the swelling spreads towards your eye or down your neck, or you feel very unwell, treat it as a medical emergency.",
        "If a filling or crown falls out, keep the crown somewhere safe and avoid chewing on that side. Pharmacies sell temporary dental filling material that may protect the area for a few days, but it is only a stopgap until your dentist can take a look.",
      ],
    },
    {
      heading: "What an emergency visit costs, and help with paying",
      paragraphs: [
        "In New Zealand, an emergency dental appointment typically starts from around $150 for the examination and any x-rays needed to find the problem. Treatment is extra. A simple extraction or temporary filling may add a few hundred dollars, while root canal treatment or a crown costs considerably more and is usually completed over later visits. After-hours and weekend appointments often cost more than weekday ones, so ask for an estimate before treatment starts.",
        "If your tooth was damaged in an accident, such as a fall, a knock during sport or a car crash, ACC may contribute to the cost of treatment. Tell the dentist how the injury happened and they can lodge the claim for you. Children and teenagers are entitled to free basic dental care until their 18th birthday through publicly funded services, and that includes care for many urgent problems.",
        "If you are on a low income and can't afford urgent treatment, contact Work and Income. They may be able to help with a Special Needs Grant or an advance on your benefit for emergency dental treatment, and you don't always need to be receiving a benefit to qualify. Ask your dentist for a written quote, as Work and Income will usually want to see one. Some public hospitals also provide limited emergency dental care, such as pain relief and extractions, for adults on low incomes; check what is available in your region.",
      ],
    },
    {
      heading: "Be prepared before it happens",
      paragraphs: [
        "Save your dentist's phone number in your phone along with Healthline (0800 611 116), and find out where your nearest after-hours dental clinic is before you need it. If anyone in your family plays contact sport, a properly fitted mouthguard is one of the simplest ways to reduce the risk of a broken or knocked-out tooth.",
        "Regular checkups may help catch problems such as deep decay or cracked fillings before they turn into a painful emergency. If something feels wrong with a tooth, even if it isn't hurting much, talk to your dentist sooner rather than later. Small problems are usually quicker, cheaper and more comfortable to fix.",
      ],
    },
  ],
};
