/**
 * Choosing part of the changes: the groups a person leaves out of a publish, or the one group of a past publish
 * they undo. Refused in plain words when the choice names no such group, leaves nothing, or parts two groups that
 * only work together (a new page and the menu entry that links to it).
 */
import type { ChangeGroup } from '../../editorApi/publishing.ts';
import { PublishRefused } from './publishTypes.ts';

const together = (a: ChangeGroup, b: ChangeGroup) =>
  `${a.name} and ${b.name} go together (one links to or shows the other)`;

/** The files of the groups left out, which wait (saved, not published) while the rest is published. */
export function filesLeftOut(groups: ChangeGroup[], leaveOut: string[]): string[] {
  const unknown = leaveOut.filter((key) => !groups.some((group) => group.key === key));
  if (unknown.length > 0) {
    throw new PublishRefused(
      `"${unknown[0]}" is not among the changes waiting to be published (it may have been published meanwhile). ` +
        'Open Publish again to see the changes as they are now.',
      400,
    );
  }
  const left = groups.filter((group) => leaveOut.includes(group.key));
  if (groups.length > 0 && left.length === groups.length) {
    throw new PublishRefused(
      'There is nothing to publish: every change is left out. Tick "Publish this" for at least one.',
      400,
    );
  }
  for (const kept of groups.filter((group) => !left.includes(group))) {
    const needed = left.find((group) => kept.needs?.includes(group.key));
    if (needed) throw new PublishRefused(`${together(kept, needed)}: publish both, or leave both out.`, 400);
  }
  return left.flatMap((group) => group.files);
}

/**
 * The group of a past publish to undo alone. Refused while another group of that publish, still live as it was
 * published, needs it: undoing a new page alone would leave the menu entry of the same publish linking nowhere.
 */
export function groupToUndo(
  groups: ChangeGroup[],
  key: string,
  liveAsPublished: (group: ChangeGroup) => boolean,
): ChangeGroup {
  const group = groups.find((each) => each.key === key);
  if (!group) throw new PublishRefused(`That publish did not change "${key}".`, 404);
  const needing = groups.find((each) => each !== group && each.needs?.includes(group.key) && liveAsPublished(each));
  if (needing) throw new PublishRefused(`${together(needing, group)}: undo the whole publish instead.`, 409);
  return group;
}
