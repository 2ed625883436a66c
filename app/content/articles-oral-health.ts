import type { Article } from "./types";

/*
 * The Articles section's oral health guides: gum disease, wisdom teeth and dental anxiety.
 * Assembled in order with the others in articles.ts.
 */

export const GUM_DISEASE: Article = {
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
};

export const WISDOM_TEETH: Article = {
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
};

export const DENTAL_ANXIETY: Article = {
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
};
