import type { User } from '@ile/shared/contracts/user';
import { useState } from 'react';
import { AddressSection } from './address-section';
import { GenderSection } from './gender-section';
import { ImageSection } from './image-section';
import { NameSection } from './name-section';
import { PhoneSection } from './phone-section';
import type { SectionProps } from './section-props';

const SECTIONS = [
  { key: 'name', Section: NameSection },
  { key: 'gender', Section: GenderSection },
  { key: 'phone', Section: PhoneSection },
  { key: 'address', Section: AddressSection },
  { key: 'image', Section: ImageSection },
] as const;
type SectionKey = (typeof SECTIONS)[number]['key'];

/**
 * Each section opens on its own and several may be open at once; saving any of them closes them all
 * (spec §4), since the saved record replaces what the other open forms were editing.
 */
export function PersonalInfo({ user }: { user: User }) {
  const [open, setOpen] = useState<ReadonlySet<SectionKey>>(new Set());
  const toggle = (key: SectionKey, on: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <div>
      {SECTIONS.map(({ key, Section }) => {
        const props: SectionProps = {
          user,
          editing: open.has(key),
          onEdit: () => toggle(key, true),
          onCancel: () => toggle(key, false),
          onSaved: () => setOpen(new Set()),
        };
        return <Section key={key} {...props} />;
      })}
    </div>
  );
}
