/**
 * The fictional sample reviews (issue 35 item 1): the sample site still shows the spec's ratings,
 * counts and rating sort, now computed from reviews written into the database through the same
 * three steps as a real patient's (server/reviews/seed.ts). Everything here is invented: the
 * names, the visits, the words. The texts are put together from short, varied sentences chosen
 * by the score given, so a 2-star review reads critical and a 5-star one warm; some carry the
 * practice's reply.
 */
import { SERVICE_SCORES, type ServiceScoreKey } from "../../rules/reviews/scores";

/** Listing ("dentist/{id}", "surgeon/{id}") → the spec's rating and review count. */
export const SAMPLE_RATINGS: Readonly<Record<string, readonly [rating: number, count: number]>> = {
  "dentist/waitemata-quay-dental-auckland": [4.9, 512],
  "dentist/dominion-road-family-dental-auckland": [4.6, 287],
  "dentist/takapuna-shore-dental-studio-auckland": [4.7, 198],
  "dentist/cuba-quarter-dental-wellington": [4.5, 341],
  "dentist/tinakori-smile-studio-wellington": [4.9, 226],
  "dentist/johnsonville-hub-dental-wellington": [4.3, 154],
  "dentist/riccarton-park-dental-christchurch": [4.4, 389],
  "dentist/merivale-lane-dental-studio-christchurch": [5, 143],
  "dentist/sumner-esplanade-dental-christchurch": [4.7, 96],
  "dentist/garden-place-dental-hamilton": [4.6, 274],
  "dentist/grey-street-dental-co-hamilton": [4.2, 118],
  "dentist/rototuna-village-dental-hamilton": [4.8, 205],
  "dentist/mount-maunganui-dental-rooms-tauranga": [4.9, 377],
  "dentist/papamoa-coast-dental-tauranga": [4.5, 162],
  "dentist/devonport-road-dental-tauranga": [4.3, 88],
  "dentist/octagon-dental-studio-dunedin": [4.6, 231],
  "dentist/st-clair-beach-dental-dunedin": [4.4, 67],
  "dentist/roslyn-heights-dental-dunedin": [4.8, 104],
  "dentist/broadway-avenue-dental-palmerston-north": [4.5, 186],
  "dentist/hokowhitu-village-dental-palmerston-north": [4.1, 54],
  "dentist/featherston-smile-clinic-palmerston-north": [4.7, 92],
  "dentist/trafalgar-street-dental-nelson": [4.6, 143],
  "dentist/tahunanui-beachside-dental-nelson": [4.3, 79],
  "dentist/stoke-valley-dental-nelson": [4.5, 61],
  "dentist/victoria-avenue-dental-whanganui": [4.4, 132],
  "dentist/riverbank-dental-whanganui": [4.7, 58],
  "dentist/lakefront-dental-taupo": [4.6, 171],
  "dentist/heu-heu-street-dental-taupo": [4.2, 43],
  "dentist/hilltop-smile-studio-taupo": [4.8, 66],
  "dentist/devon-street-dental-new-plymouth": [4.5, 204],
  "dentist/fitzroy-beach-dental-new-plymouth": [4.3, 97],
  "dentist/mangorei-dental-studio-new-plymouth": [4.9, 48],
  "dentist/wakatipu-alpine-dental-queenstown": [4.8, 219],
  "dentist/frankton-flats-dental-queenstown": [4.5, 84],
  "dentist/remarkables-park-dental-queenstown": [4.4, 37],
  "dentist/tutanekai-dental-rotorua": [4.4, 158],
  "dentist/glenholme-dental-rooms-rotorua": [4.7, 112],
  "dentist/ngongotaha-road-dental-rotorua": [4.2, 41],
  "dentist/emerson-street-dental-studio-napier": [4.7, 176],
  "dentist/taradale-family-dental-napier": [4.5, 233],
  "dentist/ahuriri-harbour-dental-napier": [4.6, 39],
  "dentist/heretaunga-street-dental-hastings": [4.3, 145],
  "dentist/te-mata-village-dental-hastings": [4.9, 121],
  "dentist/esk-street-dental-invercargill": [4.4, 167],
  "dentist/waikiwi-dental-care-invercargill": [4.6, 73],
  "dentist/dee-street-smile-studio-invercargill": [4.7, 52],
  "dentist/bank-street-dental-whangarei": [4.5, 192],
  "dentist/kamo-road-family-dental-whangarei": [4.2, 98],
  "dentist/onerahi-bay-dental-whangarei": [4.6, 34],
  "dentist/gladstone-road-dental-gisborne": [4.4, 126],
  "dentist/kaiti-hill-dental-gisborne": [4.5, 47],
  "dentist/caroline-bay-dental-timaru": [4.6, 109],
  "dentist/highfield-dental-care-timaru": [4.3, 62],
  "dentist/thames-street-dental-oamaru": [4.4, 71],
  "dentist/south-hill-dental-oamaru": [4.1, 23],
  "dentist/market-street-dental-blenheim": [4.7, 138],
  "dentist/springlands-dental-blenheim": [3.9, 44],
  "dentist/mackay-street-dental-greymouth": [4.3, 89],
  "dentist/cobden-bridge-dental-greymouth": [3.8, 12],
  "surgeon/dr-marcus-te-whata-auckland": [4.9, 318],
  "surgeon/dr-helen-okafor-wellington": [4.8, 204],
  "surgeon/dr-andrew-liu-christchurch": [4.7, 156],
};

/** SAMPLE_REVIEWS=on writes this share of the spec's counts (a first start stays quick). */
export const SAMPLE_QUICK_SHARE = 0.25;

/**
 * The spec's ratings with `share` of its counts, at least 11 each: from 11 reviews a mean can
 * always be made that rounds to any one-decimal rating, so the ratings and the sort stay the spec's.
 */
export function scaledSampleRatings(share: number): Record<string, readonly [number, number]> {
  return Object.fromEntries(
    Object.entries(SAMPLE_RATINGS).map(([ref, [rating, count]]) => [
      ref,
      [rating, Math.max(11, Math.round(count * share))] as const,
    ]),
  );
}

/** A small deterministic generator (mulberry32), so the sample is the same at every first start. */
export function sampleRandom(seedText: string): () => number {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed, 31) + ch.codePointAt(0)!) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` overall scores (1–5) whose mean rounds to `rating`: drawn around it, then nudged one
 * step at a time until their sum is the nearest whole number to rating × count.
 */
export function sampleOveralls(rating: number, count: number, random: () => number): number[] {
  const scores = Array.from({ length: count }, () => {
    const spread = random();
    // Mostly near the rating, now and then a critical one.
    const drawn = spread < 0.06 ? 1 + Math.floor(random() * 3) : Math.round(rating + (random() - 0.5) * 1.6);
    return Math.min(5, Math.max(1, drawn));
  });
  const target = Math.round(rating * count);
  let sum = scores.reduce((a, b) => a + b, 0);
  let guard = count * 10;
  while (sum !== target && guard-- > 0) {
    const i = Math.floor(random() * count);
    const s = scores[i]!;
    if (sum < target && s < 5) {
      scores[i] = s + 1;
      sum += 1;
    } else if (sum > target && s > 1) {
      scores[i] = s - 1;
      sum -= 1;
    }
  }
  return scores;
}

/** A service score near the overall one. */
export function sampleServiceScores(overall: number, random: () => number): Record<ServiceScoreKey, number> {
  const scores = {} as Record<ServiceScoreKey, number>;
  for (const { key } of SERVICE_SCORES) {
    const r = random();
    const delta = r < 0.15 ? -1 : r > 0.85 ? 1 : 0;
    scores[key] = Math.min(5, Math.max(1, overall + delta));
  }
  return scores;
}

const FIRST_NAMES = [
  "Aroha",
  "Mere",
  "Tama",
  "Wiremu",
  "Hana",
  "Sione",
  "Losa",
  "Mele",
  "Priya",
  "Arjun",
  "Mei",
  "Wei",
  "Ji-woo",
  "Sarah",
  "James",
  "Olivia",
  "Jack",
  "Charlotte",
  "Liam",
  "Isla",
  "Noah",
  "Amelia",
  "Oliver",
  "Ruby",
  "Hemi",
  "Kiri",
  "Ana",
  "Tevita",
  "Fatima",
  "Omar",
  "Grace",
  "Sam",
  "Ella",
  "Lucas",
  "Zoe",
  "Rangi",
  "Moana",
  "Niko",
  "Anahera",
  "Ben",
  "Kate",
  "Tom",
  "Maia",
  "Leilani",
  "Ravi",
  "Sofia",
];
const LAST_NAMES = [
  "Ngata",
  "Walker",
  "Tupou",
  "Singh",
  "Chen",
  "Kim",
  "Smith",
  "Brown",
  "Williams",
  "Taylor",
  "Fifita",
  "Patel",
  "Wilson",
  "Parata",
  "Henare",
  "Li",
  "Nguyen",
  "Murphy",
  "Kaur",
  "Thompson",
  "Jones",
  "Tane",
  "Faleolo",
  "Anderson",
  "Reid",
  "Martin",
  "Clarke",
  "Baker",
  "Wong",
  "Harris",
];

/** A fictional patient's full name (only "First L." is ever kept: reviewAuthorName). */
export function sampleName(random: () => number): string {
  const first = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]!;
  const last = LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]!;
  return `${first} ${last}`;
}

type Tone = "warm" | "mixed" | "critical";

const OPENINGS: Record<Tone, readonly string[]> = {
  warm: [
    "Booked a check-up and clean through the directory and got a time the same week.",
    "I was nervous going in after years away from the dentist, and I needn't have been.",
    "Took my two kids for their first proper check-up here.",
    "Came in with a chipped tooth on a Friday afternoon.",
    "Third visit now and it has been consistently good.",
    "Went for a filling that had been put off for far too long.",
    "Needed a quote for a crown and a second opinion.",
    "Moved to the area recently and needed a new dentist.",
  ],
  mixed: [
    "Overall a reasonable visit, though not everything went smoothly.",
    "Booked a routine check-up and clean.",
    "The treatment itself was fine; the experience around it was mixed.",
    "Went in for a filling after a toothache.",
    "My second visit here, and a different experience from the first.",
  ],
  critical: [
    "Disappointing visit, and I won't be rushing back.",
    "I booked a check-up and left feeling more confused than when I arrived.",
    "Not the experience I hoped for after reading the listing.",
    "Went in for a simple clean and it turned into a frustrating afternoon.",
  ],
};

const BY_SCORE: Record<ServiceScoreKey, Record<Tone, readonly string[]>> = {
  costs: {
    warm: [
      "The cost was explained before anything started, with a written quote I could take home.",
      "They went through what was urgent and what could wait, with prices for each.",
      "No surprises on the bill: it matched the estimate exactly.",
    ],
    mixed: [
      "The estimate was a little vague and the final bill was higher than I expected.",
      "Prices were explained, though only after I asked.",
    ],
    critical: [
      "Nobody mentioned the cost until the invoice, which was well over what I had been told on the phone.",
      "I asked twice what it would cost and never got a straight answer.",
    ],
  },
  waiting: {
    warm: [
      "I was seen right on time.",
      "Hardly any wait, and they texted when running five minutes behind.",
      "In and out within the hour as promised.",
    ],
    mixed: [
      "I waited about twenty minutes past my appointment time.",
      "The waiting room was busy and things ran a bit late.",
    ],
    critical: ["I waited nearly fifty minutes with no explanation.", "My appointment was moved twice at short notice."],
  },
  communication: {
    warm: [
      "The dentist listened properly and explained each step before doing it.",
      "Every question was answered patiently, even the silly ones.",
      "They checked in with me throughout, which made a real difference.",
    ],
    mixed: [
      "Explanations were quick and a bit technical for me.",
      "Friendly enough, though I felt a little hurried at the end.",
    ],
    critical: [
      "I felt rushed and my questions were brushed aside.",
      "Reception was curt on the phone and at the desk.",
    ],
  },
  premises: {
    warm: [
      "The clinic is clean and calm, with easy parking out the back.",
      "Step-free entry and plenty of room, which mattered for my mum.",
      "Bright, tidy rooms and a quiet waiting area.",
    ],
    mixed: ["Parking nearby is hard to find at busy times.", "The rooms are tidy but the building is showing its age."],
    critical: [
      "The stairs at the entrance were hard going and there was no obvious other way in.",
      "The waiting area was cramped and noisy.",
    ],
  },
};

const CLOSINGS: Record<Tone, readonly string[]> = {
  warm: [
    "Would happily recommend.",
    "I've already booked my next check-up.",
    "Great service from the front desk to the chair.",
    "Thank you to the whole team.",
  ],
  mixed: ["I'd probably go back, but with a clearer idea of costs first.", "Fine, but room for improvement."],
  critical: ["I'll be looking elsewhere next time.", "I hope they take the feedback on board."],
};

const REPLIES: Record<Tone, readonly string[]> = {
  warm: [
    "Thank you for taking the time to write this. We're glad the visit went well and look forward to seeing you again.",
    "Kia ora and thank you. It's lovely to hear this, and we'll pass your words on to the whole team.",
  ],
  mixed: [
    "Thank you for the honest feedback. We've looked at how we explain estimates and now give every patient a written quote before treatment.",
    "Thanks for letting us know about the wait. We're changing how we book longer appointments so the afternoon runs closer to time.",
  ],
  critical: [
    "We're sorry your visit fell short. We'd like to understand what happened: please call the practice manager so we can talk it through.",
    "Thank you for telling us. This isn't the experience we want anyone to have, and we've shared your feedback with the team to put it right.",
  ],
};

function toneOf(score: number): Tone {
  return score >= 4 ? "warm" : score === 3 ? "mixed" : "critical";
}

const pickFrom = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

/** A review's words: an opening, one or two sentences about the services, a closing. */
export function sampleText(overall: number, scores: Record<ServiceScoreKey, number>, random: () => number): string {
  const tone = toneOf(overall);
  const keys = SERVICE_SCORES.map((s) => s.key).sort(() => random() - 0.5);
  const about = keys
    .slice(0, 1 + Math.floor(random() * 2))
    .map((k) => pickFrom(BY_SCORE[k][toneOf(scores[k])], random));
  return [pickFrom(OPENINGS[tone], random), ...about, pickFrom(CLOSINGS[tone], random)].join(" ");
}

/** The practice's reply to a review with this overall score, or none: critical ones more often. */
export function sampleReply(overall: number, random: () => number): string | undefined {
  const tone = toneOf(overall);
  const chance = tone === "critical" ? 0.7 : tone === "mixed" ? 0.4 : 0.1;
  return random() < chance ? pickFrom(REPLIES[tone], random) : undefined;
}
