import { site } from '../../../common/site.ts';
import { renderMail, type RenderedMail } from './layout.ts';

/** To the administrator who asked for a password reset. */
export function passwordResetMail(link: string): RenderedMail {
  return renderMail({
    subject: 'Reset your administrator password',
    preheader: 'Choose a new password within one hour.',
    heading: 'Reset your password',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Someone asked to reset the password of the administrator account for this address.',
      },
      { kind: 'paragraph', text: 'To choose a new password, open this link within one hour:' },
      { kind: 'button', label: 'Choose a new password', href: link },
      {
        kind: 'paragraph',
        text: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      },
    ],
    footer: [`Sent by the administrator area of ${site.name}.`],
  });
}
