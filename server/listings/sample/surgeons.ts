import type { SurgeonRecord } from "../../../rules/listings/types";

/**
 * Sample oral and maxillofacial surgeons.
 * Every practice, person, phone number, address and registration number here is fictional.
 * Loaded into an empty database at first start (server/listings/seed.ts); from then on the
 * database is the source, changed in the inbox or by `npm run listings -- import`.
 */
export const SAMPLE_SURGEONS: readonly SurgeonRecord[] = [
  {
    id: "dr-marcus-te-whata-auckland",
    practiceId: "remuera-oral-surgery-auckland",
    status: "published",
    checkedOn: "2026-10-02",
    source: "Confirmed by phone with the practice",
    name: "Dr Marcus Te Whata",
    registrationNumber: "70238",
    specialties: ["Wisdom tooth removal", "Dental implant surgery", "Bone grafting"],
    experience: "18 years",
    qualifications: ["BDS (Otago)", "MBChB (Auckland)", "FRACDS (OMS)"],
    priceTier: "$$$",
  },
  {
    id: "dr-helen-okafor-wellington",
    practiceId: "capital-oral-facial-surgery-wellington",
    status: "published",
    checkedOn: "2026-09-18",
    source: "Confirmed by e-mail with the practice",
    name: "Dr Helen Okafor",
    registrationNumber: "78157",
    specialties: ["Corrective jaw surgery", "Facial trauma", "Wisdom tooth removal"],
    experience: "22 years",
    qualifications: ["BDS (Otago)", "MBChB (Otago)", "FRACDS (OMS)"],
    priceTier: "$$$",
  },
  {
    id: "dr-andrew-liu-christchurch",
    practiceId: "fendalton-oral-surgery-christchurch",
    status: "published",
    checkedOn: "2026-08-27",
    source: "Checked against the practice's website",
    name: "Dr Andrew Liu",
    registrationNumber: "86076",
    specialties: ["Dental implant surgery", "Sinus lifts", "Tooth extraction"],
    experience: "12 years",
    qualifications: ["BDS (Otago)", "MDS Oral Surgery", "FRACDS (OMS)"],
    priceTier: "$$",
  },
];
