import type { TeamMember } from "./types";

/** The (fictional) people behind NZ Dental Directory. Names here are used as article authors. */
export const TEAM: readonly TeamMember[] = [
  {
    name: "Tama Rangihuna",
    role: "Founder and CEO",
    image: "/images/team/tama-rangihuna.svg",
    bio: "Tama started NZ Dental Directory after spending a long weekend in Rotorua trying to find an emergency dentist for his daughter. He spent ten years building health and community websites and now leads the team's mission to make dental care easier to find for every New Zealander.",
  },
  {
    name: "Dr Mei Lin Chen",
    role: "Clinical Director",
    image: "/images/team/mei-lin-chen.svg",
    bio: "Mei Lin is a registered dentist with a BDS (Otago) who has worked in general practice in Wellington and Christchurch for more than fifteen years. She reviews every clinical article on the site so that our guidance is accurate, up to date and written in plain language.",
  },
  {
    name: "Sina Faleolo",
    role: "Head of Patient Support",
    image: "/images/team/sina-faleolo.svg",
    bio: "Sina grew up in South Auckland and previously worked as a community health navigator, helping families access funded care through ACC, Work and Income and public health services. She leads our patient support team and writes our guides on funding, children's dental care and dental anxiety.",
  },
  {
    name: "Hamish McKenzie",
    role: "Partnerships Lead",
    image: "/images/team/hamish-mckenzie.svg",
    bio: "Hamish works with dental practices from Whangārei to Invercargill to keep their listings, services and prices accurate. Before joining the team he managed a busy multi-chair practice in Dunedin, so he knows how dental fees are put together.",
  },
];
