import { describe, expect, it } from 'vitest';
import { site } from '../../../common/site.ts';
import { unfoldIcs } from '../ics.ts';
import { passwordResetMail } from './account.ts';
import {
  appointmentReceivedMail,
  appointmentStatusMail,
  appointmentTeamMail,
  type AppointmentMailData,
} from './appointment.ts';
import { escapeHtml, renderMail } from './layout.ts';
import { leadTeamMail } from './lead.ts';
import { htmlToText, newsletterConfirmMail, newsletterIssueMail } from './newsletter.ts';

const appointment: AppointmentMailData = {
  id: '0b6f1d2e-1111-4222-8333-944455556666',
  name: 'Ali & "Co" <x>',
  email: 'ali@example.com',
  phone: '',
  services: ['AI & Chatbots'],
  preferredDate: '2025-03-10',
  preferredTime: '6pm-9pm',
  userTimezone: 'Europe/Berlin',
  notes: null,
  source: null,
  status: 'Pending',
  updatedAt: new Date('2025-03-01T10:00:00Z'),
  calendarSequence: 0,
};
const ctx = {
  publicUrl: 'https://www.example.com',
  manageLink: 'https://www.example.com/appointment/secret-token-abcdefghijklmnop',
  nextSteps: ['Step one.', 'Step two.', 'Step three.'],
};

describe('mail templates', () => {
  it('team mails name sources, services and slots in words, not codes', () => {
    const team = appointmentTeamMail(
      {
        ...appointment,
        source: 'chatbot_form',
        preferredTime: '12am-3am',
        services: ['mobile-app'],
      },
      { publicUrl: ctx.publicUrl },
    );
    expect(team.subject).toContain(
      '2025-03-10, 12:00 AM - 3:00 AM Pakistan time (after midnight, night of Mon → Tue)',
    );
    expect(team.text).toContain('Source: Chat widget');
    expect(team.text).toContain('Mobile App Development');
    for (const code of ['chatbot_form', '12am-3am', 'mobile-app']) {
      expect(team.text).not.toContain(code);
      expect(team.html).not.toContain(code);
    }
    const lead = leadTeamMail(
      {
        kindLabel: 'Get Started request',
        name: 'Nadia',
        email: 'nadia@example.com',
        phone: null,
        businessType: null,
        service: 'web-development',
        sentFrom: null,
        message: 'Hello',
      },
      { publicUrl: ctx.publicUrl },
    );
    expect(lead.text).toContain('Service: Web Design & Development');
    expect(lead.text).not.toContain('web-development');
  });

  it('escape every value in HTML and carry the brand in both parts', () => {
    const mail = renderMail({
      subject: 'S <b>',
      preheader: 'P',
      heading: '<script>x</script>',
      blocks: [
        { kind: 'paragraph', text: 'a & b' },
        { kind: 'button', label: 'Go', href: 'javascript:alert(1)' },
      ],
    });
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).toContain('a &amp; b');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).toContain('href="#"');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(site.name);
      expect(part).toContain(site.email);
      expect(part).toContain(site.address.street);
    }
    expect(mail.text).toContain('<script>x</script>');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('appointment receipt: both clocks, next steps, manage link and a tentative invitation', () => {
    const mail = appointmentReceivedMail(appointment, ctx);
    expect(mail.text).toContain('Monday, March 10, 2025, 6:00 PM - 9:00 PM (Pakistan time)');
    expect(mail.text).toContain('2:00 PM - 5:00 PM (Europe/Berlin)');
    expect(mail.text).toContain('- Step one.\n- Step two.\n- Step three.');
    expect(mail.text).toContain(ctx.manageLink);
    expect(mail.html).toContain(`href="${ctx.manageLink}"`);
    expect(mail.html).toContain('Ali &amp; &quot;Co&quot; &lt;x&gt;');
    const ics = unfoldIcs(Buffer.from(mail.attachments![0]!.content, 'base64').toString('utf8'));
    expect(ics).toContain(`UID:${appointment.id}@www.example.com`);
    expect(ics).toContain('DTSTART:20250310T130000Z');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toContain('SEQUENCE:0');
  });

  it('status mails: confirmed and cancelled carry the invitation, completed does not', () => {
    const confirmed = appointmentStatusMail(
      { ...appointment, status: 'Confirmed', calendarSequence: 1 },
      'Confirmed',
      ctx,
    );
    expect(confirmed.subject).toContain('confirmed');
    const ics = Buffer.from(confirmed.attachments![0]!.content, 'base64').toString('utf8');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('SEQUENCE:1');
    const cancelled = appointmentStatusMail(appointment, 'Cancelled', ctx);
    expect(Buffer.from(cancelled.attachments![0]!.content, 'base64').toString('utf8')).toContain(
      'STATUS:CANCELLED',
    );
    expect(appointmentStatusMail(appointment, 'Completed', ctx).attachments).toBeUndefined();
  });

  it('lead notice, password reset and newsletter mails have text and HTML parts', () => {
    const lead = leadTeamMail(
      {
        kindLabel: 'business inquiry',
        name: 'Bea',
        email: 'bea@example.com',
        phone: null,
        businessType: 'Bakery',
        service: null,
        sentFrom: null,
        message: null,
      },
      { publicUrl: 'https://www.example.com' },
    );
    expect(lead.subject).toBe('New business inquiry from Bea');
    expect(lead.text).toContain('Business type: Bakery');
    const reset = passwordResetMail('https://www.example.com/admin/reset-password/tok');
    expect(reset.html).toContain('href="https://www.example.com/admin/reset-password/tok"');
    const confirm = newsletterConfirmMail({
      confirm: 'https://www.example.com/newsletter/confirm/c',
      unsubscribe: 'https://www.example.com/newsletter/unsubscribe/u',
    });
    expect(confirm.text).toContain('https://www.example.com/newsletter/confirm/c');
    expect(confirm.text).toContain('https://www.example.com/newsletter/unsubscribe/u');
    const issue = newsletterIssueMail(
      { subject: 'News', content: '<p>Hi &amp; welcome</p><ul><li>One</li></ul>' },
      { unsubscribe: 'https://www.example.com/newsletter/unsubscribe/u' },
    );
    expect(issue.html).toContain('<p>Hi &amp; welcome</p>');
    expect(issue.text).toContain('Hi & welcome');
    expect(issue.text).toContain('- One');
  });

  it('turns newsletter HTML into readable text', () => {
    expect(htmlToText('<p>A <a href="https://x.y/z">link</a></p><p>B<br>C</p>')).toBe(
      'A link (https://x.y/z)\n\nB\nC',
    );
  });
});
