import type { Article } from "./types";

/**
 * Guides for the Articles section. Authors are names from TEAM (team.ts).
 * readTime is ceil(articleWordCount / 200); tags are lowercase kebab-case and shared across articles.
 */
export const ARTICLES: readonly Article[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    slug: "looking-after-your-gums-preventing-gum-disease",
    title: "Looking After Your Gums: Preventing Gum Disease",
    excerpt:
      "Bleeding gums are common but not normal. Learn the early signs of gum disease, the daily habits that protect your gums and when to see your dentist.",
    image: "/images/articles/looking-after-your-gums-preventing-gum-disease.svg",
    imageAlt: "Illustration of a healthy row of teeth set in the gums",
    author: "Dr Mei Lin Chen",
    date: "2024-08-20",
    readTime: 4,
    category: "Oral Health",
    views: 2745,
    tags: ["gum-health", "prevention", "oral-hygiene"],
    sections: [
      {
        heading: "What gum disease is",
        paragraphs: [
          "Gum disease is one of the most common health conditions affecting adults, yet many people don't know they have it because it is usually painless in the early stages. It starts when plaque, a sticky film of bacteria, builds up along the gum line. If plaque isn't removed regularly, the gums become inflamed.",
          "The early stage is called gingivitis. Gums may look red or puffy and bleed when you brush or floss. The good news is that gingivitis can usually be reversed with better cleaning at home and a professional clean. If it isn't treated, it may progress to periodontitis, where the inflammation damages the bone and tissues that hold teeth in place. Periodontitis can lead to loose teeth and, eventually, tooth loss.",
        ],
      },
      {
        heading: "Signs to watch for",
        paragraphs: [
          "Talk to your dentist if you notice any of the following: gums that bleed when you brush, floss or eat; red, swollen or tender gums; persistent bad breath or a bad taste; gums pulling back so that your teeth look longer; teeth that feel loose or have moved; or a change in the way your teeth fit together when you bite.",
          "Bleeding gums are not normal, even though many people assume they are. It can be tempting to brush more gently or stop flossing when you see blood, but in most cases bleeding is a sign that the area needs more careful cleaning, not less. If the bleeding continues after a couple of weeks of thorough cleaning, get it checked.",
        ],
      },
      {
        heading: "Daily habits that protect your gums",
        paragraphs: [
          "Brush twice a day for about two minutes with a soft toothbrush and fluoride toothpaste, angling the bristles towards the gum line. An electric toothbrush may make it easier to clean well, but a manual brush used carefully works too. After brushing, spit out the toothpaste rather than rinsing with water, so the fluoride stays on your teeth for longer.",
          "A toothbrush can't reach between your teeth, so clean these spaces once a day with floss, interdental brushes or a water flosser. Interdental brushes are often easier for people with larger gaps, braces or bridges, and your dentist or hygienist can show you which sizes to use. Mouthwash isn't a substitute for brushing and cleaning between your teeth, although your dentist may recommend one for a short time.",
          "Eating a balanced diet, limiting sugary snacks and drinks, and drinking plenty of water all support healthy teeth and gums. Replace your toothbrush, or the head of your electric brush, every three months or sooner if the bristles are splayed.",
        ],
      },
      {
        heading: "Risk factors you can and can't control",
        paragraphs: [
          "Smoking is one of the biggest risk factors for gum disease. It also hides one of the warning signs, because it reduces bleeding, so smokers may not notice problems until they are advanced. If you would like help to quit smoking or vaping, free support is available from Quitline on 0800 778 778, and your GP or pharmacist can help too.",
          "Diabetes and gum disease are closely linked: poorly controlled diabetes increases the risk of gum problems, and severe gum disease may make blood sugar harder to control. Hormonal changes during pregnancy can make gums more likely to bleed, so it is worth having a checkup while you are pregnant. Stress, medicines that cause a dry mouth, and a family history of gum disease can also play a part.",
        ],
      },
      {
        heading: "Professional care and treatment",
        paragraphs: [
          "Regular checkups allow your dentist to measure the small pockets between your gums and teeth, which is how gum disease is diagnosed and monitored. A scale and clean with a dentist or hygienist removes hardened plaque, called tartar or calculus, which you can't remove with a toothbrush. Many people benefit from a professional clean every six to twelve months, and people with gum disease may need them more often.",
          "If periodontitis is found, treatment usually starts with a deep clean below the gum line, sometimes under local anaesthetic, followed by regular maintenance visits. More advanced cases may be referred to a periodontist, a registered specialist in gum health. Gum disease is usually easier to manage when it is found early, so don't put off a checkup because you are worried about what the dentist might find.",
          "If you are a parent, remember that children can get gingivitis too. Helping them brush along the gum line, and keeping them enrolled in free dental care until their 18th birthday, may help them carry healthy habits into adult life.",
        ],
      },
    ],
  },
  {
    slug: "wisdom-teeth-when-do-they-need-to-come-out",
    title: "Wisdom Teeth: When Do They Need to Come Out?",
    excerpt:
      "Not every wisdom tooth needs to be removed. Find out the signs of trouble, what removal and recovery involve, and what it typically costs in New Zealand.",
    image: "/images/articles/wisdom-teeth-when-do-they-need-to-come-out.svg",
    imageAlt: "Illustration of a row of molars with a tilted wisdom tooth at the back",
    author: "Dr Mei Lin Chen",
    date: "2024-09-17",
    readTime: 4,
    category: "Oral Health",
    views: 8630,
    tags: ["wisdom-teeth", "oral-surgery", "gum-health", "sedation", "costs"],
    sections: [
      {
        heading: "What wisdom teeth are",
        paragraphs: [
          "Wisdom teeth are the third and last set of molars, right at the back of the mouth. Most people have four, one in each corner, although some people have fewer or none at all. They usually start to come through between the late teens and mid-twenties, long after the other adult teeth have settled into place.",
          "For many people, wisdom teeth come through straight, have enough room and cause no trouble at all. For others, the jaw doesn't have enough space, so the teeth become impacted: stuck partly or fully under the gum or bone, or growing at an angle into the tooth in front.",
        ],
      },
      {
        heading: "Signs of wisdom tooth problems",
        paragraphs: [
          "The most common problem is pericoronitis, an infection of the flap of gum over a partly erupted wisdom tooth. Food and bacteria get trapped underneath, causing pain, swelling, a bad taste, bad breath and sometimes difficulty opening your mouth. It often flares up when you are run down, such as during exams or after an illness.",
          "Other problems include decay in the wisdom tooth or in the tooth next to it, which can be hard to reach with a toothbrush; gum disease around the back teeth; and, less commonly, cysts forming around an impacted tooth. Some people feel pressure or an ache as the teeth try to come through.",
          "If swelling spreads to your cheek, neck or under your jaw, or you have a fever or difficulty swallowing, seek urgent care. Call 111 if breathing is affected. For advice at any time of day or night, phone Healthline on 0800 611 116.",
        ],
      },
      {
        heading: "When removal is recommended",
        paragraphs: [
          "Wisdom teeth don't need to come out just because they are there. The usual approach is to remove them when they are causing problems, or are very likely to, rather than as a matter of routine. Your dentist will usually take a panoramic x-ray, often called an OPG, to see the position of the teeth, their roots and the nearby nerves.",
          "Removal may be recommended if you have had repeated infections, if there is decay that can't be repaired, if the wisdom tooth is damaging the tooth in front, or if a cyst has formed. Sometimes the best option is simply to monitor the teeth with regular checkups and x-rays. Ask your dentist about the pros and cons of each option for your situation.",
        ],
      },
      {
        heading: "What removal and recovery involve",
        paragraphs: [
          "Many wisdom teeth can be removed in a dental practice under local anaesthetic, often in less than an hour. More difficult teeth, or people who are very anxious, may be referred to an oral surgeon and offered IV sedation, or in some cases a general anaesthetic in a private hospital. Your dentist should explain the risks beforehand, including the small chance of numbness of the lip, chin or tongue if a nerve runs close to the roots.",
          "Afterwards, expect some swelling, jaw stiffness and discomfort for a few days, usually at its worst around the second or third day. Bite on gauze to control bleeding, use cold packs, take pain relief as advised, eat soft foods and avoid smoking, vaping and drinking through a straw. From the day after surgery, gentle warm salt-water rinses may help keep the area clean.",
          "Contact your dentist if the pain gets worse after a few days instead of better, which can be a sign of dry socket, where the blood clot is lost from the socket. Also get in touch if you have a fever, pus, or bleeding that doesn't stop with firm pressure.",
        ],
      },
      {
        heading: "Costs and funding",
        paragraphs: [
          "In New Zealand, removing a wisdom tooth in the practice under local anaesthetic typically costs $300–$800 per tooth, depending on how difficult it is. Surgical removal by an oral surgeon, sedation or a general anaesthetic adds to the cost, and having all four removed under general anaesthetic can cost several thousand dollars. Ask for a written quote that includes the consultation, x-rays and any follow-up visits.",
          "Teenagers under 18 may be able to have their wisdom teeth assessed, and sometimes removed, through free publicly funded dental care, and some are referred to a hospital service. Adults on low incomes with an urgent problem may be able to get help from Work and Income through a Special Needs Grant or an advance. Some health insurance policies cover oral surgery, so check your policy before you book.",
        ],
      },
    ],
  },
  {
    slug: "feeling-anxious-about-the-dentist-practical-ways-to-cope",
    title: "Feeling Anxious About the Dentist? Practical Ways to Cope",
    excerpt:
      "Dental anxiety is very common, and there are practical ways to make visits easier. Here are tips for the day, sedation options and where to find support.",
    image: "/images/articles/feeling-anxious-about-the-dentist-practical-ways-to-cope.svg",
    imageAlt: "Illustration of a smiling tooth with calm breathing waves",
    author: "Sina Faleolo",
    date: "2024-10-22",
    readTime: 4,
    category: "Oral Health",
    views: 1890,
    tags: ["anxiety", "sedation", "children", "prevention"],
    sections: [
      {
        heading: "You are not alone",
        paragraphs: [
          "If the thought of a dental appointment makes your heart race, you are in good company. Dental anxiety is very common, and for some people it is strong enough that they avoid the dentist for years. It often stems from a painful or frightening experience as a child, feeling out of control in the chair, embarrassment about the state of their teeth, or worry about cost.",
          "The trouble is that avoiding the dentist tends to make things worse. Small problems that could have been fixed quickly can turn into toothache or infection, which then needs more complex treatment. The good news is that dentistry has changed a lot, and there are many practical ways to make visits more manageable.",
        ],
      },
      {
        heading: "Choosing a practice and telling them how you feel",
        paragraphs: [
          "When you ring to book, tell the receptionist that you feel nervous. It can help to say it out loud before you arrive. Many practices are used to anxious patients and can offer a longer appointment, a first visit that is just a chat, or a dentist with a particular interest in nervous patients. You can also ask whether they offer sedation, if you think you might need it.",
          "At your first appointment, let the dentist know what worries you most, whether it is needles, the sound of the drill, gagging or feeling judged. Dentists see all kinds of mouths every day, and a good one will focus on helping you rather than criticising you. Agree on a stop signal, such as raising your left hand, so you know you can pause at any time.",
        ],
      },
      {
        heading: "Practical things that may help on the day",
        paragraphs: [
          "Book an appointment early in the day, so you have less time to build up worry, and allow plenty of time to get there. Avoid too much coffee beforehand, as caffeine can make you feel more on edge. Bring a support person if the practice allows it, and headphones with music or a podcast to block out sounds.",
          "Slow breathing can help calm your body. Try breathing in through your nose for a count of four, pausing briefly, then breathing out slowly through your mouth for a count of six. Repeat this in the waiting room and in the chair. Some people find it helpful to focus on relaxing their hands and shoulders, or to count the ceiling tiles.",
          "Ask the dentist to explain what they are going to do before each step, or, if you would rather not know, say so. If you are worried about pain, ask about numbing gel before an injection. Modern local anaesthetics are very effective, and you can ask for more if you can still feel anything.",
        ],
      },
      {
        heading: "Sedation options",
        paragraphs: [
          "For people with higher levels of anxiety, or for longer procedures, sedation may be an option. Some practices offer nitrous oxide, often called happy gas, which you breathe through a small nose mask and which wears off quickly. Others offer oral sedation, a tablet taken before your appointment, or IV sedation, where medicine is given through a vein to make you very relaxed and drowsy.",
          "For complex treatment, or for people who can't manage treatment any other way, a general anaesthetic in hospital may be considered. Sedation adds to the cost, and you will usually need someone to take you home and stay with you afterwards. Your dentist will check your medical history and medicines to make sure it is safe for you, so talk to your dentist about which option suits you.",
        ],
      },
      {
        heading: "Building confidence and finding support",
        paragraphs: [
          "Many people find their anxiety eases with each positive visit. Starting with something simple, such as a checkup and clean, before moving on to bigger treatment can help build trust. Regular checkups also make it more likely that any problems are small and quick to fix.",
          "You can help your children have good early experiences by enrolling them in free dental care from a young age, keeping your own worries out of the conversation, and avoiding words like 'hurt' or 'needle'. Children in New Zealand can receive free basic dental care until their 18th birthday, so there is no cost barrier to getting them used to regular visits.",
          "If your anxiety is severe or affects other parts of your life, talk to your GP. Some people find short-term talking therapy, such as cognitive behavioural therapy, helpful for dental fear. You can also call or text 1737 at any time to talk with a trained counsellor for free. And if a dental problem becomes urgent out of hours, Healthline on 0800 611 116 can advise you where to go.",
        ],
      },
    ],
  },
];

/** Counts whitespace-separated words across every paragraph of an article. */
export function articleWordCount(a: Article): number {
  let total = 0;
  for (const section of a.sections) {
    for (const paragraph of section.paragraphs) {
      total += paragraph.split(/\s+/).filter((w) => w.length > 0).length;
    }
  }
  return total;
}

/** Topic chips shown on the Articles page; each slug is a tag shared by two or more articles. */
export const POPULAR_TOPICS: readonly { label: string; slug: string }[] = [
  { label: "Dental costs", slug: "costs" },
  { label: "Emergencies", slug: "emergency" },
  { label: "ACC cover", slug: "acc" },
  { label: "Kids' teeth", slug: "children" },
  { label: "Invisalign", slug: "invisalign" },
  { label: "Gum health", slug: "gum-health" },
];
