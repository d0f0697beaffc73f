import { humanize, type LooseT } from '../../components/loose-t';

/** Verbs an ability name can end with ("item_list" is the verb "list" on the subject "item"). */
const VERBS = ['list', 'create', 'edit', 'delete', 'approve', 'show', 'export', 'print', 'give'] as const;

/** The subject's name: `users:subjects.<s>`, else the resource's singular, else readable words. */
function subjectLabel(subject: string, t: LooseT): string {
  return t(`users:subjects.${subject}`, {
    defaultValue: t(`resources:resources.${subject}.one`, { defaultValue: humanize(subject) }),
  });
}

/**
 * A readable, translated label for an ability: a translation of the whole name where one exists
 * (`users:abilities.<name>`), else "Subject · verb" ("item_list" -> "Item · List"), else the name in words.
 */
export function abilityLabel(name: string, t: LooseT): string {
  const whole = t(`users:abilities.${name}`, { defaultValue: '' });
  if (whole) return whole;
  for (const verb of VERBS) {
    if (name.endsWith(`_${verb}`) && name.length > verb.length + 1) {
      const subject = name.slice(0, -(verb.length + 1));
      return `${subjectLabel(subject, t)} · ${t(`users:verbs.${verb}`)}`;
    }
  }
  return humanize(name);
}

/** An area's title in the checklist. */
export const areaLabel = (area: string, t: LooseT) =>
  t(`users:areas.${area}`, { defaultValue: humanize(area) });
