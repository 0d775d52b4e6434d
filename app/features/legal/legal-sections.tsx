import type { LegalDocument, LegalPart } from '../../../common/content/legal.ts';
import { CompanyContact } from './address.tsx';
import { LegalSection } from './last-updated.tsx';

function Part({ part }: { part: LegalPart }) {
  switch (part.kind) {
    case 'paragraph':
      return <p>{part.text}</p>;
    case 'list':
      return (
        <ul>
          {part.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'subheading':
      return <h3 className="text-lg font-semibold text-ink">{part.text}</h3>;
    case 'company':
      return <CompanyContact />;
  }
}

/** The sections of a legal page, as common/content/legal.ts words them. */
export function LegalSections({ document }: { document: LegalDocument }) {
  return document.sections.map((section) => (
    <LegalSection key={section.id} id={section.id} title={section.title}>
      {section.parts.map((part, index) => (
        <Part key={index} part={part} />
      ))}
    </LegalSection>
  ));
}
