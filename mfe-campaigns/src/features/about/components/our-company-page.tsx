import { RemotePage, useLocale } from '@maple/platform';
import { Section } from '@maple/ui';
import { ourCompanyContent } from '../our-company-content';

/** Who runs Maple Rewards: the company, how the program is paid for, giving back, personal information and how to reach us. */
export function OurCompanyPage() {
  const text = ourCompanyContent[useLocale()];
  return (
    <RemotePage routeId="ourCompany" intro={text.intro} related={['about', 'help', 'chat', 'offerRules']}>
      {text.sections.map((section) => (
        <Section key={section.heading} heading={section.heading}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Section>
      ))}
    </RemotePage>
  );
}
