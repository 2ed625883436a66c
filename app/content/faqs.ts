import type { Faq } from "./types";
import { PARTNER_PLAN, SITE } from "./site";
import { RESPONSE_TIMES } from "../../rules/response-times";
import { RETENTION } from "../../rules/retention";
import { HEALTHLINE, SUPPORT_HOURS_LINE } from "./support-line";

/** Questions on the Contact page: the first four show at once, View All FAQs shows the rest. */
export const CONTACT_FAQS: readonly Faq[] = [
  {
    question: "Is it free to use NZ Dental Directory?",
    answer:
      "Yes. Searching, comparing and sending a booking request cost patients nothing. You pay the practice directly for any treatment, at the price they quote you.",
  },
  {
    question: "How quickly will you reply to my message?",
    answer: `We answer general questions ${RESPONSE_TIMES.general}, technical problems within ${RESPONSE_TIMES.technical}, partnership enquiries within ${RESPONSE_TIMES.partnership} and urgent matters within ${RESPONSE_TIMES.urgent}. If you haven't heard from us after ${RESPONSE_TIMES.followUpAfter}, please contact us again.`,
  },
  {
    question: "Can you book an emergency appointment for me?",
    answer: `For a problem that can wait a day, send a booking request marked Emergency (same day) or Urgent. For severe pain now, call an emergency dental clinic that is open (our Emergency page lists them, open ones first) or Healthline on ${HEALTHLINE.display}, free, 24/7. Our support line, ${SITE.phone}, answers ${SUPPORT_HOURS_LINE} and is not an emergency line. If someone has trouble breathing or swallowing, fast-spreading swelling or heavy bleeding, call 111.`,
  },
  {
    question: "How do I list my dental practice?",
    answer:
      "Apply on our Partner with Us page. We check your practice's details and practising certificates, then set up your listing. The first 30 days are free.",
  },
  {
    question: "Are the dentists on the directory registered?",
    answer:
      "We list practices whose dentists hold a current annual practising certificate from the Dental Council of New Zealand, and we check listings regularly. You can also check any dentist on the Dental Council's public register.",
  },
  {
    question: "Do you give medical or dental advice?",
    answer:
      "No. Our articles are general information reviewed by our clinical director, but they are not a diagnosis. For advice about your own teeth, see a dentist, or call Healthline on 0800 611 116 at any time.",
  },
  {
    question: "Does ACC pay for dental treatment?",
    answer:
      "ACC may contribute to the cost of treating a dental injury caused by an accident, such as a fall or a knock at sport. Tell your dentist how it happened and they can lodge the claim. Treatment for decay or wear is not covered.",
  },
  {
    question: "How do I change or cancel a booking request?",
    answer:
      "Reply to the confirmation e-mail or contact the practice directly once they have been in touch. If you can't reach them, send us a message with your name and the practice's name and we'll pass it on.",
  },
  {
    question: "What happens to my personal information?",
    answer: `We share your booking request only with the practice you asked for, and keep requests and messages for ${RETENTION.months} months after they are closed, then delete them. Our Privacy Policy explains what we collect and your rights under the Privacy Act 2020.`,
  },
];

/** Questions on the Contact success page. */
export const CONTACT_SUCCESS_FAQS: readonly Faq[] = [
  {
    question: "I haven't had a reply. What should I do?",
    answer: `Check your junk or spam folder first. If there is still nothing after ${RESPONSE_TIMES.followUpAfter}, contact us again or call ${SITE.phone}.`,
  },
  {
    question: "Can I add something to my message?",
    answer:
      "Yes. Send another message with the same e-mail address and mention what it adds to; we'll keep them together.",
  },
  {
    question: "My dental problem has become urgent. What now?",
    answer:
      "Don't wait for our reply: see our Emergency page for after-hours clinics and first aid, and call 111 if someone has trouble breathing or swallowing.",
  },
];

const PARTNER_EMAIL = SITE.emails.find((e) => e.role === "Practice partnerships")?.address ?? SITE.supportEmail;

/** Questions on the practices' application confirmation (/partner-success). */
export const PARTNER_SUCCESS_FAQS: readonly Faq[] = [
  {
    question: "What do you check before a practice joins?",
    answer:
      "That every dentist is registered with the Dental Council of New Zealand and holds a current practising certificate, and that the practice's details match its website and address.",
  },
  {
    question: "When does billing start?",
    answer: `Not before your listing is live. The first ${PARTNER_PLAN.trialDays} days are free, then it is $${PARTNER_PLAN.monthlyFee} a month with no setup fee, and you can cancel at any time.`,
  },
  {
    question: "Can I change something in my application?",
    answer: `Yes. E-mail ${PARTNER_EMAIL} or call ${SITE.phone}, quoting your reference, and we will update it before we review it.`,
  },
];
