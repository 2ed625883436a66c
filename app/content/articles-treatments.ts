import type { Article } from "./types";

/*
 * The Articles section's guides to treatments: Invisalign or braces (orthodontics), dental
 * implants (restorative) and teeth whitening (cosmetic). Assembled in order with the others in
 * articles.ts.
 */

export const INVISALIGN_VS_BRACES: Article = {
  slug: "invisalign-vs-braces-which-is-right-for-you",
  title: "Invisalign vs Braces: Which Is Right for You?",
  excerpt:
    "Clear aligners and traditional braces can both straighten teeth. We compare how they work, what they cost in New Zealand and who each option tends to suit.",
  image: "/images/articles/invisalign-vs-braces-which-is-right-for-you.svg",
  imageAlt: "Illustration comparing a tooth with a brace bracket and a tooth with a clear aligner",
  author: "Dr Mei Lin Chen",
  date: "2024-03-19",
  readTime: 4,
  category: "Orthodontics",
  views: 7420,
  tags: ["invisalign", "braces", "orthodontics", "costs"],
  sections: [
    {
      heading: "How each option works",
      paragraphs: [
        "Both clear aligners and traditional braces move teeth by applying gentle, steady pressure over many months. The difference is how that pressure is delivered. Braces use small brackets bonded to the front of the teeth, joined by a wire that your orthodontist adjusts at regular appointments. Brackets can be metal, or tooth-coloured ceramic, which is less noticeable.",
        "Invisalign is the best-known brand of clear aligner, but there are others. Instead of brackets and wires, you wear a series of thin, custom-made plastic trays that fit snugly over your teeth. Each set is slightly different from the last, and you usually move to a new set every one to two weeks. Small tooth-coloured bumps called attachments are often bonded to some teeth to help the aligners grip.",
      ],
    },
    {
      heading: "Which problems each treats well",
      paragraphs: [
        "For mild to moderate crowding, small gaps and some bite problems, aligners and braces can often achieve similar results. Aligners have become more capable over the last decade, and many adults now choose them. However, braces are still often preferred for more complex cases, such as large rotations, significant bite corrections, or when teeth need to move a long way.",
        "Children and younger teenagers may also do better with braces, partly because their jaws are still growing and partly because braces work around the clock without relying on the wearer to put them in. The right choice depends on your teeth, not just your preference, so a proper assessment with x-rays, photos and scans is the first step.",
      ],
    },
    {
      heading: "Day-to-day life: comfort, eating and cleaning",
      paragraphs: [
        "Aligners need to be worn for about 20 to 22 hours a day to work. You take them out to eat and to drink anything other than plain water, then brush before putting them back in. This gives you the freedom to eat what you like, but it also takes discipline. If the aligners spend too long in their case, treatment can slow down or go off track.",
        "Braces can't be taken out, so there is nothing to remember, but you will need to avoid very hard, sticky or chewy foods that can break brackets, such as toffee, hard lollies and whole apples. Cleaning around brackets takes longer, and small interdental brushes or a water flosser may help. With both options, teeth can feel sore for a few days after an adjustment or a new set of aligners.",
        "Appearance matters to many adults. Aligners are hard to notice in conversation, while ceramic braces are more discreet than metal ones. Some people, especially teenagers, actually enjoy choosing coloured bands for their braces.",
      ],
    },
    {
      heading: "Costs, time and who provides treatment",
      paragraphs: [
        "In New Zealand, Invisalign usually costs $6,000–$9,000 for full treatment, and braces are often in a similar range, depending on complexity. Shorter treatments for minor crowding can cost less. Treatment typically takes between 12 and 24 months, and sometimes longer for complex cases.",
        "Orthodontists are registered specialists who have completed additional years of university training after qualifying as a dentist. Some general dentists also offer aligner treatment, usually for simpler cases. You can check a practitioner's registration and scope of practice on the Dental Council of New Zealand's public register. Ask how many similar cases they have treated and what happens if the result isn't what you expected.",
        "Orthodontic treatment is generally not covered by the free dental care available to under-18s, although children with severe problems may be referred to a hospital service for assessment. Many practices offer interest-free payment plans, and some health insurance policies contribute towards orthodontics.",
      ],
    },
    {
      heading: "Retainers and making your decision",
      paragraphs: [
        "Whichever option you choose, teeth tend to drift back towards their old positions. Wearing a retainer, either a removable one or a thin wire bonded behind the front teeth, is essential to keep your result. Many orthodontists recommend wearing retainers at night long term, so factor the cost of replacement retainers into your planning.",
        "Be cautious about mail-order aligner kits that skip an in-person examination. Moving teeth without first checking the health of your gums and roots can cause problems that are expensive to fix. A good clinician will talk you through the options that suit your teeth, explain the trade-offs honestly, and give you a written quote before you commit.",
        "Useful questions to ask at your consultation include: which option do you recommend for my teeth and why, how long will treatment take, what is included in the price, how often will I need appointments, and how many retainers come with the treatment.",
      ],
    },
  ],
};

export const DENTAL_IMPLANTS: Article = {
  slug: "dental-implants-the-complete-guide",
  title: "Dental Implants: The Complete Guide",
  excerpt:
    "What dental implants are, who they suit, what treatment involves and what they cost in New Zealand, plus how to look after an implant so it lasts.",
  image: "/images/articles/dental-implants-the-complete-guide.svg",
  imageAlt: "Illustration of a tooth crown sitting on an implant post in the jawbone",
  author: "Hamish McKenzie",
  date: "2024-04-23",
  readTime: 4,
  category: "Restorative",
  views: 6315,
  tags: ["implants", "restorative", "costs", "acc"],
  sections: [
    {
      heading: "What a dental implant is",
      paragraphs: [
        "A dental implant is a small post, usually made of titanium or sometimes zirconia, that is placed in the jawbone to replace the root of a missing tooth. Over the following months the bone grows closely around the implant, a process called osseointegration. Once the implant is stable, a connector called an abutment is attached and a custom-made crown is fitted on top.",
        "Implants can replace a single tooth, support a bridge to replace several teeth, or anchor a full denture so that it doesn't move when you eat or talk. Because they don't rely on neighbouring teeth for support, healthy teeth next to the gap don't need to be filed down, as they would for a traditional bridge.",
      ],
    },
    {
      heading: "Who is a good candidate",
      paragraphs: [
        "Most healthy adults with a missing tooth can be considered for an implant, but not everyone is suitable. You need enough bone to hold the implant, healthy gums, and a willingness to keep the area very clean. Your dentist will usually take x-rays and often a 3D CT scan to check the bone and the position of nearby nerves and sinuses.",
        "Some factors increase the risk of an implant failing or developing problems. These include smoking, poorly controlled diabetes, untreated gum disease, heavy grinding and certain medicines, such as some used for osteoporosis or cancer treatment. These don't always rule implants out, but talk to your dentist openly about your health and medicines so they can plan safely. Implants are generally not placed in children or younger teenagers because their jaws are still growing.",
      ],
    },
    {
      heading: "What treatment involves",
      paragraphs: [
        "Implant treatment usually takes several months from start to finish. After an assessment and treatment plan, the implant is placed under local anaesthetic, and sedation may be offered if you are anxious. Many people describe the discomfort afterwards as similar to having a tooth removed, and it can often be managed with over-the-counter pain relief.",
        "If there isn't enough bone, a bone graft may be needed first or at the same time, which can add months to the timeline. The implant is then left to heal, typically for three to six months, before the final crown is made. In some cases a temporary tooth can be fitted in the meantime so you don't have a visible gap.",
        "Implant placement is minor surgery and has risks, including infection, bruising, nerve irritation that causes numbness, sinus problems with upper back teeth and, occasionally, an implant that doesn't bond with the bone. Your dentist should explain these risks and how likely they are in your situation before you agree to treatment.",
      ],
    },
    {
      heading: "Cost, ACC and comparing quotes",
      paragraphs: [
        "In New Zealand, a single implant including the crown usually costs $3,500–$6,000. Bone grafting, CT scans, extractions and temporary teeth may be charged separately, so ask for a full written quote that lists every stage. Implant-supported dentures and full-arch treatments cost significantly more.",
        "If you lost a tooth because of an accident, ACC may contribute towards replacing it, which can include an implant in some cases. The claim is lodged by your dentist, and it helps to have the injury on record as soon as possible after it happens. ACC usually pays a set contribution and may need to approve treatment in advance, so there may still be a cost for you.",
        "Some people consider having implants placed overseas to save money. Think carefully about follow-up care: if something goes wrong you may need to travel back, or pay a local dentist to fix it, and local practices may not have the parts for an unfamiliar implant system. Whichever clinic you choose, ask about the dentist's training and experience with implants and which implant brand they use.",
      ],
    },
    {
      heading: "Looking after your implant",
      paragraphs: [
        "Implants can't get tooth decay, but the gum and bone around them can become inflamed and infected, a condition called peri-implantitis. Brushing twice daily, cleaning around the implant with floss or interdental brushes, not smoking, and keeping up with regular checkups and professional cleans all help protect your investment.",
        "With good care many implants last for decades, although the crown on top may eventually need replacing because of wear. If you notice bleeding, swelling or looseness around an implant, contact your dentist promptly. Implants are an excellent option for many people, but bridges and dentures are also valid alternatives, so talk to your dentist about which choice suits your mouth, your health and your budget.",
      ],
    },
  ],
};

export const TEETH_WHITENING: Article = {
  slug: "teeth-whitening-what-works-and-what-is-safe",
  title: "Teeth Whitening: What Works and What Is Safe",
  excerpt:
    "From in-chair whitening to supermarket strips and charcoal powders, here is what actually changes the colour of your teeth and how to whiten safely.",
  image: "/images/articles/teeth-whitening-what-works-and-what-is-safe.svg",
  imageAlt: "Illustration of a bright white tooth surrounded by sparkles",
  author: "Tama Rangihuna",
  date: "2024-05-28",
  readTime: 4,
  category: "Cosmetic",
  views: 5280,
  tags: ["whitening", "cosmetic", "costs"],
  sections: [
    {
      heading: "Why teeth change colour",
      paragraphs: [
        "Teeth naturally darken with age as the outer enamel wears thinner and the yellower dentine underneath shows through. Tea, coffee, red wine, curry and smoking add surface stains over time. Some discolouration comes from inside the tooth, for example after an injury, from certain medicines taken in childhood, or from too much fluoride while the teeth were forming.",
        "Knowing the cause matters, because whitening works differently on different stains. Surface stains may lift with a professional clean, whereas deeper yellowing usually responds best to peroxide-based whitening. Grey or very dark teeth, and single teeth that have darkened after an injury or root canal treatment, may need a different approach altogether.",
      ],
    },
    {
      heading: "Professional whitening options",
      paragraphs: [
        "Most whitening that changes the actual shade of your teeth uses hydrogen peroxide or carbamide peroxide. These release oxygen that breaks down staining molecules inside the enamel and dentine. Dentists in New Zealand generally offer two main methods: in-chair whitening and take-home trays.",
        "In-chair whitening uses a stronger gel applied by the dental team while your gums are protected, usually over a single appointment of an hour or two. Take-home whitening uses custom-made trays and a lower-strength gel that you wear for a set time each day or night over a couple of weeks. The results of the two methods are often similar in the end, and some people use a combination. Professional whitening typically costs $400–$800 in New Zealand.",
        "Before whitening, your dentist should check for decay, leaking fillings, worn enamel and gum disease, because whitening gel on an untreated problem can cause pain. They should also explain that fillings, crowns and veneers don't change colour, so these may look mismatched afterwards and might need replacing.",
      ],
    },
    {
      heading: "Over-the-counter products and DIY trends",
      paragraphs: [
        "Supermarkets and pharmacies sell whitening toothpastes, strips, pens and kits. Whitening toothpastes mostly remove surface stains using mild abrasives and won't change the natural colour of your teeth much. Strips and kits contain lower concentrations of peroxide than professional products, so they may lighten teeth slightly, but more slowly and less predictably.",
        "Be wary of products bought online from overseas, which may contain more peroxide than is allowed in home products, or ingredients such as chlorine dioxide that can damage enamel. Charcoal powders and DIY remedies like lemon juice, baking soda scrubs or crushed strawberries are popular on social media, but abrasive or acidic mixtures can wear away enamel, which may make teeth look more yellow over time.",
        "Whitening offered in beauty salons or shopping-centre kiosks may be carried out by people without dental training, and nobody checks your teeth for problems first. If you are thinking about it, talk to your dentist about the risks.",
      ],
    },
    {
      heading: "Side effects and who should avoid whitening",
      paragraphs: [
        "The most common side effect is tooth sensitivity, a sharp twinge with cold drinks or cold air, which usually settles within a few days of stopping. Gum irritation can occur if gel touches the gums. Your dentist may suggest a toothpaste for sensitive teeth, shorter wear times or a break between sessions.",
        "Whitening is generally not recommended during pregnancy or breastfeeding, for children and younger teenagers, or for people with untreated decay or gum disease. If you have lots of fillings or crowns on your front teeth, or very sensitive teeth, talk to your dentist about whether whitening is worthwhile or whether another option, such as bonding or veneers, might suit you better.",
      ],
    },
    {
      heading: "Keeping your results",
      paragraphs: [
        "Whitening isn't permanent. Depending on your diet and habits, results may last anywhere from several months to a few years. Drinking staining drinks through a straw, rinsing with water after coffee or red wine, not smoking and keeping up with regular professional cleans can all help your smile stay brighter for longer.",
        "Custom trays can often be reused for occasional top-ups with gel from your dentist, which is usually cheaper than repeating the full treatment. Above all, aim for a natural-looking shade that suits your face and skin tone. Going too far can leave teeth looking chalky or see-through and increase sensitivity.",
        "If you are unsure where to start, book a checkup and clean first. Many people are pleasantly surprised by how much brighter their teeth look once surface stains and tartar have been removed, and your dentist can then advise whether whitening is likely to give you the result you are hoping for.",
      ],
    },
  ],
};
