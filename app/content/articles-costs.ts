import type { Article } from "./types";

/*
 * The Articles section's guides to costs and funding: what a dentist costs, free care for children
 * and teens, and what ACC covers. Assembled in order with the others in articles.ts.
 */

export const DENTIST_COSTS: Article = {
  slug: "how-much-does-a-dentist-cost-in-new-zealand",
  title: "How Much Does a Dentist Cost in New Zealand?",
  excerpt:
    "Typical New Zealand prices for checkups, fillings, Invisalign, implants, whitening and wisdom teeth, plus the funding that may help you pay for dental care.",
  image: "/images/articles/how-much-does-a-dentist-cost-in-new-zealand.svg",
  imageAlt: "Illustration of a tooth next to stacks of coins",
  author: "Hamish McKenzie",
  date: "2024-01-15",
  readTime: 5,
  category: "Costs & Funding",
  views: 10950,
  tags: ["costs", "funding", "invisalign", "implants", "whitening"],
  sections: [
    {
      heading: "Why dental prices vary so much",
      paragraphs: [
        "Unlike a visit to the GP, most adult dental care in New Zealand is not publicly funded. That means you usually pay the full cost yourself, and prices are set by each practice rather than by the government. Two clinics in the same town can charge quite different amounts for what looks like the same treatment, which can make it hard to budget.",
        "Prices are influenced by the practice's location and running costs, the experience of the dentist, the materials and dental laboratory used, and how complex your particular case is. A small filling on an easy-to-reach front tooth takes less time than a large filling on a back molar. Specialists such as orthodontists, periodontists and oral surgeons have several years of extra training and usually charge more than general dentists.",
        "The figures below are typical ranges we see across New Zealand practices. They are a guide only, and prices change over time. Always ask for a written treatment plan and quote before you agree to anything beyond a basic examination.",
      ],
    },
    {
      heading: "Checkups, fillings and emergency visits",
      paragraphs: [
        "A routine checkup usually costs between $150 and $300. The lower end is often a simple examination; the higher end usually includes x-rays and a scale and clean with a dentist or hygienist. Many adults are advised to have a checkup about once a year, although your dentist may suggest a different interval depending on your risk of decay and gum disease.",
        "An emergency appointment generally starts from around $150 for the examination and an x-ray to diagnose the problem. Any treatment you need on the day, such as a temporary filling, draining an infection or removing a tooth, is charged on top. Evening, weekend and public holiday appointments often carry an extra fee.",
        "Fillings commonly range from about $150 to $400 per tooth depending on their size and the material used. Root canal treatment and crowns are among the more expensive everyday treatments, and each can run into the low thousands of dollars, particularly for back teeth.",
      ],
    },
    {
      heading: "Orthodontics, implants and cosmetic treatment",
      paragraphs: [
        "Clear aligner treatment such as Invisalign typically costs $6,000–$9,000 for a full course, and traditional braces are often in a similar range. The final price depends on how much movement is needed, how long treatment takes, and whether retainers and follow-up visits are included. Many orthodontists offer payment plans spread over the length of treatment.",
        "A single dental implant, including the implant post, the connecting part and the crown on top, usually costs $3,500–$6,000. Extra procedures such as bone grafting, a CT scan or a temporary tooth can add to this, so check exactly what a quote covers. Replacing several teeth, or a whole arch, is a much larger investment.",
        "Professional teeth whitening usually costs $400–$800, whether it is done in the chair or with custom trays you use at home. Wisdom tooth removal is typically $300–$800 per tooth when it can be done in the practice under local anaesthetic. More complicated surgical removal, sedation or a general anaesthetic in hospital will cost more.",
      ],
    },
    {
      heading: "Help with the cost",
      paragraphs: [
        "Children and teenagers in New Zealand are entitled to free basic dental care until their 18th birthday. Younger children are seen by the Community Oral Health Service, and from Year 9 most teenagers can see a participating private dentist at no cost. Checkups, x-rays, fillings and extractions are usually included, but orthodontics and cosmetic treatment are not.",
        "If a tooth is damaged in an accident, ACC may pay towards the cost of treatment. ACC pays set amounts for many treatments and your dentist may charge a part-payment on top, so ask what you will owe before treatment begins.",
        "Adults on low incomes may be able to get help from Work and Income, such as a Special Needs Grant or an advance for emergency dental treatment. Some public hospitals provide limited urgent care, usually pain relief and extractions, for adults on low incomes. Health insurance can help with routine costs if your policy includes dental cover, but check waiting periods and annual limits carefully.",
      ],
    },
    {
      heading: "Tips for keeping costs down",
      paragraphs: [
        "The cheapest dental treatment is usually the one you never need. Brushing twice a day with fluoride toothpaste, cleaning between your teeth, cutting back on sugary drinks and keeping up with regular checkups may help stop small problems becoming big, expensive ones.",
        "When you do need treatment, ask for an itemised quote, ask whether there are alternative options and what the pros and cons of each are, and find out whether the practice offers payment plans. It is reasonable to get a second opinion on a large treatment plan. A good dentist will be happy to explain the costs and help you prioritise what needs doing now and what can safely wait.",
        "Finally, compare like with like. A quote that looks cheaper may leave out x-rays, follow-up appointments or laboratory fees, while a higher quote may include everything from start to finish. If anything in a quote is unclear, ask the practice to explain it before you book.",
      ],
    },
  ],
};

export const FREE_CARE_FOR_CHILDREN: Article = {
  slug: "free-dental-care-for-children-and-teens-in-new-zealand",
  title: "Free Dental Care for Children and Teens in New Zealand",
  excerpt:
    "Basic dental care is free for tamariki and rangatahi until their 18th birthday. Here is how to enrol, what is covered and what happens when your child starts high school.",
  image: "/images/articles/free-dental-care-for-children-and-teens-in-new-zealand.svg",
  imageAlt: "Illustration of a large tooth and a small tooth beside a toothbrush",
  author: "Sina Faleolo",
  date: "2024-06-11",
  readTime: 4,
  category: "Costs & Funding",
  views: 4870,
  tags: ["children", "funding", "costs"],
  sections: [
    {
      heading: "Free from birth until the 18th birthday",
      paragraphs: [
        "In New Zealand, publicly funded basic dental care is free for children and teenagers from birth until their 18th birthday. It is one of the most valuable health services available to families, yet many children are never enrolled or drop out of care in their teenage years. Getting into good habits early may help prevent decay that can cause pain, missed school days and expensive treatment later in life.",
        "To use the service, children generally need to be eligible for publicly funded health care in New Zealand. That covers New Zealand citizens and residents, and some children in New Zealand on other visas. If you are unsure whether your child is eligible, ask the service when you enrol.",
      ],
    },
    {
      heading: "Babies, tamariki and primary school children",
      paragraphs: [
        "From birth until the end of Year 8, children are seen by the Community Oral Health Service, which many parents remember as the school dental service. Today the service is run by Health New Zealand – Te Whatu Ora, with dental therapists and oral health therapists working from clinics at schools, community hubs and mobile units.",
        "You can enrol your child by calling 0800 TALK TEETH (0800 825 583), and it is best to do this well before their first birthday. Your midwife, Well Child Tamariki Ora or Plunket nurse can also help you enrol. Children are usually seen every 12 to 24 months depending on their needs, and you can contact the service if your child has a sore tooth between appointments.",
        "Visits usually include checking teeth and gums, advice on brushing and diet, fluoride treatments, protective sealants on back teeth, x-rays where needed, and fillings or extractions. Children who need more specialised care can be referred on, for example to a hospital dental service.",
      ],
    },
    {
      heading: "Teenagers: Year 9 until the 18th birthday",
      paragraphs: [
        "From Year 9, at around 12 or 13 years old, most young people move to a private dentist who has an agreement with Health New Zealand to provide free dental care for adolescents. The Community Oral Health Service will usually help with this move, but you can also ring a local dentist directly and ask whether they provide free adolescent dental care. In some areas, teenagers continue to be seen by a community or hospital service instead.",
        "Free adolescent care normally includes a regular checkup, x-rays, cleaning, fillings, extractions and, in some cases, root canal treatment. There should be no charge for this care, and the dentist should tell you in advance if any recommended treatment is not covered, so you can decide whether to go ahead.",
        "This is a good time for teenagers to learn to book their own appointments. Many young people drop out of dental care between 13 and 17, often just as sugary drinks and energy drinks become a bigger part of their diet.",
      ],
    },
    {
      heading: "What isn't covered",
      paragraphs: [
        "Orthodontic treatment such as braces or Invisalign, cosmetic treatment such as whitening, and some advanced procedures are not part of the free service. Children with severe orthodontic or medical needs may be referred to a hospital dental department for assessment, but most orthodontic treatment is paid for privately.",
        "If your child has an accident that damages their teeth, for example a fall at the playground or a knock during rugby or netball, ACC may help with the cost of treatment that falls outside the free service. Make sure the dentist knows the injury was caused by an accident. For a knocked-out adult tooth, get to a dentist as soon as possible, and call 111 if there is a serious head injury.",
        "After the 18th birthday, free care ends and young adults usually pay the full cost of dental treatment themselves. It is worth booking a final free checkup, and finishing any treatment that is needed, before that date.",
      ],
    },
    {
      heading: "Helping your child build healthy habits",
      paragraphs: [
        "Start brushing your child's teeth twice a day as soon as the first tooth appears, using a smear of full-strength fluoride toothpaste for children under six and a pea-sized amount from age six. Help younger children brush until they are about eight, as they don't yet have the coordination to clean every tooth properly.",
        "Water and plain milk are the best drinks for tamariki. Limit fizzy drinks, juice and sweet snacks, especially between meals, and avoid putting babies to bed with a bottle of milk or juice. If your child is nervous about dental visits, tell the team beforehand so they can take things slowly. For any health questions about your child, you can also call Healthline on 0800 611 116 for free advice, day or night.",
      ],
    },
  ],
};

export const ACC_DENTAL_INJURIES: Article = {
  slug: "acc-and-dental-injuries-what-is-covered",
  title: "ACC and Dental Injuries: What Is Covered",
  excerpt:
    "If a tooth is chipped, broken or knocked out in an accident, ACC may help with the cost of treatment. Here is what is usually covered and how to make a claim.",
  image: "/images/articles/acc-and-dental-injuries-what-is-covered.svg",
  imageAlt: "Illustration of a tooth inside a protective shield",
  author: "Sina Faleolo",
  date: "2024-07-16",
  readTime: 4,
  category: "Costs & Funding",
  views: 3960,
  tags: ["acc", "emergency", "funding", "costs"],
  sections: [
    {
      heading: "How ACC applies to your teeth",
      paragraphs: [
        "ACC, the Accident Compensation Corporation, provides no-fault cover for injuries caused by accidents in New Zealand. Everyone in the country is covered, including visitors, regardless of who was at fault. That cover extends to your teeth: if your teeth or mouth are injured in an accident, ACC may contribute to the cost of dental treatment.",
        "Common examples include a tooth knocked out during sport, a front tooth chipped in a fall, teeth broken in a car or bike crash, and injuries from an assault. ACC can also cover injuries to the gums, lips and jaw, and damage to existing fillings or crowns that happened in the accident.",
      ],
    },
    {
      heading: "What usually isn't covered",
      paragraphs: [
        "ACC covers injuries caused by an accident, not problems that develop gradually. Tooth decay, gum disease, general wear and tear, and teeth that crack from grinding or normal chewing are not usually covered. Damage from biting on ordinary food is also generally excluded. If you broke a tooth on something that shouldn't have been in your food, such as a small stone in a bread roll, it is worth asking your dentist whether a claim may be accepted.",
        "If a tooth was already weakened, for example by a large filling or decay, ACC may still cover the damage caused by the accident, but it may not pay to treat the problem that was already there. Your dentist will record what they find so ACC can assess this fairly.",
      ],
    },
    {
      heading: "How to make a claim",
      paragraphs: [
        "You don't need to apply to ACC yourself for a dental injury. Instead, see a dentist, who will assess the injury and lodge the claim for you. Tell them exactly when, where and how the accident happened. The sooner you are seen the better, both for the tooth and for the claim: aim to see a dentist within a few days, or straight away for a knocked-out or badly broken tooth.",
        "Claims should generally be lodged within 12 months of the injury, although late claims may still be considered. If you are treated by a GP or in a hospital emergency department first, make sure the dental injury is mentioned so it is on record. Keep your paperwork and claim number, as you may need them if further treatment is required months or even years later.",
        "Once ACC accepts a claim, it may also cover later treatment linked to the same injury. For example, a tooth that was knocked and later darkens or needs root canal treatment may still be covered under the original claim. Let your dentist know about the earlier injury.",
      ],
    },
    {
      heading: "What ACC pays and what you might pay",
      paragraphs: [
        "ACC doesn't always pay the full cost. For many treatments it pays a set contribution, and dentists can charge an additional amount, often called a part-charge or surcharge. The amount you pay varies between practices, so ask for a written estimate before treatment starts. Some treatments, such as crowns, bridges and implants, may need ACC's approval before work begins, which can take a little time.",
        "For children and teenagers, basic dental care is already free until their 18th birthday through publicly funded services, and ACC can help with accident-related treatment that goes beyond that. If you are an adult on a low income and can't afford the part-charge, Work and Income may be able to help with a Special Needs Grant or an advance for urgent dental treatment.",
        "If ACC declines your claim and you think the decision is wrong, you can ask them to explain it and you have the right to ask for a review. Your dentist may be able to provide extra information to support your claim.",
      ],
    },
    {
      heading: "Preventing injuries and acting fast",
      paragraphs: [
        "Mouthguards are one of the simplest ways to reduce dental injuries in contact sports such as rugby, league, hockey, boxing and basketball. A custom-fitted mouthguard made by your dentist usually fits better and is more comfortable than an off-the-shelf one, which means it is more likely to be worn.",
        "If an accident happens, call 111 for a serious head injury, heavy bleeding or breathing problems. For a knocked-out adult tooth, handle it by the crown, keep it moist in milk and get to a dentist as soon as possible. If you are unsure where to go, Healthline on 0800 611 116 gives free advice 24 hours a day. Then let your dentist take care of the ACC paperwork.",
      ],
    },
  ],
};
