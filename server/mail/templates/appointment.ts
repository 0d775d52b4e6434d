import { describeSlot, slotEnd, slotStart } from '../../../common/booking.ts';
import type { AppointmentStatus, SlotCode } from '../../../common/constants.ts';
import { appointmentSourceLabel, serviceLabel, slotCodeLabel } from '../../../common/labels.ts';
import { site } from '../../../common/site.ts';
import { STATUS_MAIL, type MailedStatus } from '../../../common/status-mail.ts';
import { consultationEnd, describeExactTime } from '../../../common/schemas/confirm.ts';
import { buildIcs, type CalendarStatus } from '../ics.ts';
import type { MailAttachment } from '../outbox.ts';
import { brandAddress, renderMail, type Block, type RenderedMail } from './layout.ts';

/** What the appointment mails show; the booking service maps its row to this. */
export interface AppointmentMailData {
  id: string;
  name: string;
  email: string;
  phone: string;
  services: readonly string[];
  preferredDate: string;
  preferredTime: string;
  userTimezone: string | null;
  notes: string | null;
  source: string | null;
  status: AppointmentStatus;
  updatedAt: Date;
  /** RFC 5545 SEQUENCE: calendars replace the event when it grows. */
  calendarSequence: number;
  /** The exact start the team confirmed inside the slot; none until then. */
  confirmedStart?: Date | null;
  /** The consultation's video call, set with the exact start. */
  meetingUrl?: string | null;
}

export interface AppointmentMail extends RenderedMail {
  attachments?: MailAttachment[];
}

export interface AppointmentMailContext {
  /** The site's origin, e.g. https://www.example.com. */
  publicUrl: string;
  /** The visitor's self-service page (cancel or another slot); absent when unknown. */
  manageLink?: string;
  /** Spec §8 next steps, worded once by the booking service. */
  nextSteps: readonly string[];
}

/** The UID every version of one appointment's calendar event shares (RFC 5545). */
function appointmentUid(id: string, publicUrl: string): string {
  return `${id}@${new URL(publicUrl).hostname}`;
}

/** Services as a person reads them (common/labels.ts). */
const servicesText = (services: readonly string[]) => services.map(serviceLabel).join(', ');

/** '2025-03-10, 6:00 PM - 9:00 PM Pakistan time': the requested slot in words, not its code. */
const requestedSlot = (date: string, time: string) => `${date}, ${slotCodeLabel(time, date)}`;

function slotRows(a: AppointmentMailData): [string, string][] {
  if (a.confirmedStart) {
    // The confirmed exact time on both clocks, and where to meet.
    const exact = describeExactTime(a.confirmedStart, a.userTimezone);
    return [
      ['Services', servicesText(a.services)],
      ['Exact time', exact.pakistan],
      ...(exact.visitor ? ([['In your time zone', exact.visitor]] as [string, string][]) : []),
      ...(a.meetingUrl ? ([['Meeting link', a.meetingUrl]] as [string, string][]) : []),
      ['Requested slot', requestedSlot(a.preferredDate, a.preferredTime)],
    ];
  }
  const slot = describeSlot(a.preferredDate, a.preferredTime as SlotCode, a.userTimezone);
  return [
    ['Services', servicesText(a.services)],
    ['Date and time', slot.pakistan],
    ...(slot.visitor ? ([['In your time zone', slot.visitor]] as [string, string][]) : []),
    ['Requested slot', requestedSlot(a.preferredDate, a.preferredTime)],
  ];
}

/** The calendar description's lines of a confirmed consultation. */
function exactLines(start: Date, zone: string | null, meeting: string | null): string[] {
  const exact = describeExactTime(start, zone);
  return [
    `Exact time: ${exact.pakistan}`,
    ...(exact.visitor ? [`In your time zone: ${exact.visitor}`] : []),
    ...(meeting ? [`Join the video call: ${meeting}`] : []),
  ];
}

function calendarFile(
  a: AppointmentMailData,
  ctx: AppointmentMailContext,
  status: CalendarStatus,
): MailAttachment {
  const code = a.preferredTime as SlotCode;
  const exact = a.confirmedStart ?? null;
  const meeting = exact ? (a.meetingUrl ?? null) : null;
  const ics = buildIcs(
    {
      uid: appointmentUid(a.id, ctx.publicUrl),
      sequence: a.calendarSequence,
      // Confirmed: the consultation itself; until then the requested slot.
      start: exact ?? slotStart(a.preferredDate, code),
      end: exact ? consultationEnd(exact) : slotEnd(a.preferredDate, code),
      stamp: a.updatedAt,
      summary: `Free consultation with ${site.name}`,
      description: [
        `Services: ${servicesText(a.services)}`,
        ...(exact
          ? exactLines(exact, a.userTimezone, meeting)
          : [
              'A 15-20 minute consultation within this window; we confirm the exact time by e-mail.',
            ]),
        ...(ctx.manageLink ? [`Cancel or ask for another slot: ${ctx.manageLink}`] : []),
      ].join('\n'),
      location: meeting ?? brandAddress(),
      url: meeting ?? ctx.manageLink,
      status,
      organizer: { name: site.name, email: site.email },
    },
    `-//${site.name}//Appointments//EN`,
  );
  return {
    filename: 'appointment.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(ics, 'utf8').toString('base64'),
  };
}

/** The confirmed consultation's video call, as a button. */
function meetingBlocks(a: AppointmentMailData): Block[] {
  if (!a.confirmedStart || !a.meetingUrl) return [];
  return [{ kind: 'button', label: 'Join the video call', href: a.meetingUrl }];
}

function manageBlocks(ctx: AppointmentMailContext): Block[] {
  if (!ctx.manageLink) return [];
  return [
    {
      kind: 'paragraph',
      text: 'Need to cancel, or would another date or slot suit you better? Use this link:',
    },
    { kind: 'button', label: 'Cancel or change my appointment', href: ctx.manageLink },
  ];
}

/** To the visitor, right after booking (spec §8 next steps). */
export function appointmentReceivedMail(
  a: AppointmentMailData,
  ctx: AppointmentMailContext,
): AppointmentMail {
  return {
    ...renderMail({
      subject: `We received your appointment request - ${site.name}`,
      preheader: 'Your free consultation request is in. Here is what happens next.',
      heading: `Hello ${a.name}, thank you for your request`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Thank you for requesting a free consultation with ${site.name}. Your request:`,
        },
        { kind: 'details', rows: slotRows(a) },
        { kind: 'heading', text: 'Next steps' },
        { kind: 'list', items: ctx.nextSteps },
        {
          kind: 'paragraph',
          text: 'The attached calendar file holds the slot; we will send the exact time once your appointment is confirmed.',
        },
        ...manageBlocks(ctx),
      ],
      footer: ['You receive this e-mail because you requested an appointment on our website.'],
    }),
    attachments: [calendarFile(a, ctx, 'TENTATIVE')],
  };
}

/** To the team, for every new booking. */
export function appointmentTeamMail(
  a: AppointmentMailData,
  ctx: { publicUrl: string },
): RenderedMail {
  return renderMail({
    subject: `New appointment request: ${a.name}, ${requestedSlot(a.preferredDate, a.preferredTime)}`,
    preheader: `${a.name} asked for a consultation.`,
    heading: 'New appointment request',
    blocks: [
      { kind: 'paragraph', text: 'A visitor asked for a consultation.' },
      {
        kind: 'details',
        rows: [
          ...slotRows(a),
          ['Name', a.name],
          ['E-mail', a.email],
          ['Phone', a.phone || 'not given'],
          ['Notes', a.notes ?? 'none'],
          ['Source', appointmentSourceLabel(a.source)],
          ['Visitor time zone', a.userTimezone ?? 'unknown'],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Please confirm the exact time with the visitor within 24 hours.',
      },
      { kind: 'button', label: 'Open appointments', href: `${ctx.publicUrl}/admin/appointments` },
    ],
  });
}

const STATUS_TEXT: Record<
  MailedStatus,
  { subject: string; heading: string; lead: string; calendar?: CalendarStatus }
> = {
  Confirmed: {
    subject: STATUS_MAIL.Confirmed.subject,
    heading: 'Your appointment is confirmed',
    lead: 'Good news: your free consultation is confirmed. The attached calendar file adds it to your calendar.',
    calendar: 'CONFIRMED',
  },
  Cancelled: {
    subject: STATUS_MAIL.Cancelled.subject,
    heading: 'Your appointment was cancelled',
    lead: `Your consultation below was cancelled. If this is unexpected, or you would like a new appointment, reply to this e-mail or write to ${site.email}.`,
    calendar: 'CANCELLED',
  },
  Completed: {
    subject: STATUS_MAIL.Completed.subject,
    heading: 'Thank you for your time',
    lead: `Thank you for your consultation with ${site.name}. If you have questions or want to move forward, reply to this e-mail: we are glad to help.`,
  },
};

/** To the visitor when the administrator confirms, cancels or completes the appointment. */
export function appointmentStatusMail(
  a: AppointmentMailData,
  status: MailedStatus,
  ctx: AppointmentMailContext,
): AppointmentMail {
  const copy = STATUS_TEXT[status];
  const rendered = renderMail({
    subject: copy.subject,
    preheader: copy.lead,
    heading: `${copy.heading}, ${a.name}`,
    blocks: [
      { kind: 'paragraph', text: copy.lead },
      { kind: 'details', rows: slotRows(a) },
      ...(status === 'Confirmed' ? [...meetingBlocks(a), ...manageBlocks(ctx)] : []),
    ],
    footer: ['You receive this e-mail because you requested an appointment on our website.'],
  });
  return {
    ...rendered,
    attachments: copy.calendar ? [calendarFile(a, ctx, copy.calendar)] : undefined,
  };
}

/** To the visitor, after they cancelled or moved the appointment themselves. */
export function appointmentVisitorChangeMail(
  a: AppointmentMailData,
  change: 'cancelled' | 'rescheduled',
  ctx: AppointmentMailContext,
): AppointmentMail {
  const cancelled = change === 'cancelled';
  const rendered = renderMail({
    subject: cancelled
      ? `Your appointment is cancelled - ${site.name}`
      : `Your new appointment time - ${site.name}`,
    preheader: cancelled
      ? 'You cancelled your consultation.'
      : 'We received your new date and slot.',
    heading: cancelled ? 'Your appointment is cancelled' : 'We received your new date and slot',
    blocks: cancelled
      ? [
          {
            kind: 'paragraph',
            text: `As you asked, this consultation is cancelled. You are welcome to book again at any time on ${ctx.publicUrl}.`,
          },
          { kind: 'details', rows: slotRows(a) },
        ]
      : [
          { kind: 'paragraph', text: 'Your appointment now asks for:' },
          { kind: 'details', rows: slotRows(a) },
          { kind: 'heading', text: 'Next steps' },
          { kind: 'list', items: ctx.nextSteps },
          ...manageBlocks(ctx),
        ],
    footer: ['You receive this e-mail because you requested an appointment on our website.'],
  });
  return {
    ...rendered,
    attachments: [calendarFile(a, ctx, cancelled ? 'CANCELLED' : 'TENTATIVE')],
  };
}

/** To the team, after a visitor cancelled or moved their appointment. */
export function appointmentTeamChangeMail(
  a: AppointmentMailData,
  change: 'cancelled' | 'rescheduled',
  ctx: { publicUrl: string; previous?: { preferredDate: string; preferredTime: string } },
): RenderedMail {
  const cancelled = change === 'cancelled';
  return renderMail({
    subject: cancelled
      ? `Appointment cancelled by the visitor: ${a.name}, ${requestedSlot(a.preferredDate, a.preferredTime)}`
      : `Appointment moved by the visitor: ${a.name}, now ${requestedSlot(a.preferredDate, a.preferredTime)}`,
    preheader: `${a.name} ${cancelled ? 'cancelled' : 'asked for another slot'}.`,
    heading: cancelled
      ? 'A visitor cancelled their appointment'
      : 'A visitor asked for another slot',
    blocks: [
      {
        kind: 'details',
        rows: [
          ['Name', a.name],
          ['E-mail', a.email],
          ...slotRows(a),
          ...(ctx.previous
            ? ([
                [
                  'Previously',
                  requestedSlot(ctx.previous.preferredDate, ctx.previous.preferredTime),
                ],
              ] as [string, string][])
            : []),
          ['Status', a.status],
        ],
      },
      { kind: 'button', label: 'Open appointments', href: `${ctx.publicUrl}/admin/appointments` },
    ],
  });
}

/** '24 hours', '1 hour', '1 hour 30 minutes', '45 minutes': a reminder's lead in words. */
export function leadText(leadSeconds: number): string {
  const minutes = Math.max(1, Math.round(leadSeconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours === 0) return part(rest, 'minute');
  return rest ? `${part(hours, 'hour')} ${part(rest, 'minute')}` : part(hours, 'hour');
}

/** To the visitor, a set time before their confirmed consultation. */
export function appointmentReminderMail(
  a: AppointmentMailData,
  leadSeconds: number,
  ctx: AppointmentMailContext,
): AppointmentMail {
  const lead = leadText(leadSeconds);
  const rendered = renderMail({
    subject: `Reminder: your consultation with ${site.name} starts in ${lead}`,
    preheader: `Your free consultation starts in ${lead}.`,
    heading: `See you soon, ${a.name}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `This is a reminder that your free consultation with ${site.name} starts in ${lead}.`,
      },
      { kind: 'details', rows: slotRows(a) },
      ...meetingBlocks(a),
      ...manageBlocks(ctx),
    ],
    footer: ['You receive this e-mail because you requested an appointment on our website.'],
  });
  return { ...rendered, attachments: [calendarFile(a, ctx, 'CONFIRMED')] };
}
