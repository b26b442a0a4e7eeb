import type { QuickLink } from '../ui/QuickLinkGrid';
import type { MenuGroup } from './menus';

/** A dashboard card per menu group: it leads to the group's page, or its first item not excluded. */
export function menuQuickLinks(groups: readonly MenuGroup[], exclude: readonly string[] = []): QuickLink[] {
  return groups.flatMap((group) => {
    const to = group.to ?? group.items?.find((item) => !exclude.includes(item.to))?.to;
    if (!to || exclude.includes(to)) return [];
    const description = group.items?.map((item) => item.label).join(', ');
    return [{ title: group.label, description, to }];
  });
}
