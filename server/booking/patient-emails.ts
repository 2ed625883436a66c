import { nzAppointmentTime } from "../../rules/appointment-time";
import { paths } from "../../rules/paths";
import { appointmentCalendar, type CalendarChange, calendarContentType, calendarFilename } from "./calendar";
import { type Block, origin, type RenderedEmail, render, greeting } from "../platform/outbox/email-layout";
import type { PatientEmailSpec, PracticeContact } from "./email-specs";

/*
 * The request loop's e-mails to patients (issue 22, items 3 and 6): a confirmed time (with its
 * calendar file), times a practice offered, a request being re-matched, the day-before reminder
 * (with the calendar file again) and a cancellation. Like every e-mail (emails.ts), none carries a
 * health detail: the practice, the time and the reference, never the service, urgency or notes.
 */

/** The status link when the job carries it, else where to find it. */
function statusLink(token: string | null, publicOrigin: string, label: string): Block {
  if (!token) {
    return { p: "To see your request, use the link in the first e-mail we sent you about it." };
  }
  return { link: `${origin(publicOrigin)}${paths.requestStatus(token)}`, label };
}

/**
 * Where the appointment is, set out as an address card: the dentist, the practice, the address one
 * part a line (it is stored "street, suburb, city"), then the phone.
 */
const where = (practice: PracticeContact): Block[] => [
  { h: "Where" },
  {
    lines: [
      ...(practice.dentist ? [practice.dentist] : []),
      practice.name,
      ...practice.address.split(",").map((part) => part.trim()),
      `Phone ${practice.phone}`,
    ].filter((line) => line !== ""),
  },
];

const KEEP_PRIVATE: Block = {
  small: "Keep this e-mail to yourself: anyone with its link can see your request and change it.",
};

/** An e-mail about an open request: the greeting, `body`, the status link, the reference and a word on keeping it private. */
function aboutRequest(
  subject: string,
  spec: { firstName: string; reference: string; statusToken: string | null },
  body: Block[],
  linkLabel: string,
  publicOrigin: string,
): RenderedEmail {
  return render(`${subject} (${spec.reference})`, [
    greeting(spec.firstName),
    ...body,
    statusLink(spec.statusToken, publicOrigin, linkLabel),
    { small: `Your booking reference is ${spec.reference}.` },
    KEEP_PRIVATE,
  ]);
}

/** `email` with the appointment's calendar file attached: adding the event, or taking it out. */
function withCalendar(
  email: RenderedEmail,
  spec: { reference: string; practice: PracticeContact; start: string; minutes: number; practiceRequestId: string },
  publicOrigin: string,
  change: CalendarChange = "publish",
): RenderedEmail {
  const content = appointmentCalendar(
    {
      practiceRequestId: spec.practiceRequestId,
      siteHost: new URL(origin(publicOrigin)).hostname,
      reference: spec.reference,
      practice: spec.practice,
      start: spec.start,
      minutes: spec.minutes,
    },
    change,
  );
  return {
    ...email,
    attachments: [
      { filename: calendarFilename(spec.reference, change), content, contentType: calendarContentType(change) },
    ],
  };
}

export function renderPatientEmail(spec: PatientEmailSpec, publicOrigin: string): RenderedEmail {
  switch (spec.template) {
    case "patient-confirmed":
      return withCalendar(
        aboutRequest(
          "Your appointment is confirmed",
          spec,
          [
            { p: `Good news: your appointment is confirmed for ${nzAppointmentTime(spec.start)} (New Zealand time).` },
            ...where(spec.practice),
            {
              p: "The calendar file attached to this e-mail adds the appointment to your calendar. If you can no longer go, please cancel it on your status page, or call the practice.",
            },
          ],
          "See or cancel your appointment",
          publicOrigin,
        ),
        spec,
        publicOrigin,
      );
    case "patient-offered":
      return aboutRequest(
        "Choose a time for your appointment",
        spec,
        [
          {
            p: `${spec.practiceName} can see you, but not at the time you asked for. It offers ${
              spec.times.length === 1 ? "this time" : "these times"
            } (New Zealand time):`,
          },
          { steps: spec.times.map(nzAppointmentTime) },
          {
            p: "Accept the one that suits you on your status page; the practice is told at once. If none suits, you can withdraw your request there, or contact us.",
          },
        ],
        "Choose a time",
        publicOrigin,
      );
    case "patient-rematching":
      return aboutRequest(
        "We are finding another practice for you",
        spec,
        [
          {
            p: "The practice we sent your request to could not take it, or has not answered in time. We are finding another practice near you and will e-mail you as soon as one answers.",
          },
          { p: "You do not need to do anything. Your status page shows where your request is." },
        ],
        "See your request",
        publicOrigin,
      );
    case "patient-appointment-reminder":
      return withCalendar(
        aboutRequest(
          "Reminder: your dental appointment tomorrow",
          spec,
          [
            { p: `A reminder that your appointment is ${nzAppointmentTime(spec.start)} (New Zealand time).` },
            ...where(spec.practice),
            {
              p: "If you can no longer go, please cancel it on your status page or call the practice, so someone else can have the time.",
            },
          ],
          "See or cancel your appointment",
          publicOrigin,
        ),
        spec,
        publicOrigin,
      );
    case "patient-cancelled": {
      const email = render(`Your appointment is cancelled (${spec.reference})`, [
        greeting(spec.firstName),
        {
          p: spec.withdrawn
            ? `You withdrew your booking request, so your appointment at ${spec.practiceName} on ${nzAppointmentTime(spec.start)} is cancelled and your details have been erased. We have told the practice.`
            : `As you asked, your appointment at ${spec.practiceName} on ${nzAppointmentTime(spec.start)} is cancelled. We have told the practice.`,
        },
        ...(spec.appointment
          ? [{ p: "The calendar file attached to this e-mail takes the appointment out of your calendar." }]
          : []),
        { p: "Need an appointment after all? You are welcome to make a new request." },
        { link: `${origin(publicOrigin)}${paths.book()}`, label: "Request an appointment" },
        { small: `Your booking reference was ${spec.reference}.` },
      ]);
      return spec.appointment
        ? withCalendar(
            email,
            { ...spec.appointment, reference: spec.reference, start: spec.start },
            publicOrigin,
            "cancel",
          )
        : email;
    }
  }
}
