/**
 * Rules a schema cannot express because they look across files: every route is declared once, every internal
 * link leads to a declared route, every image file exists inside the public folder and is no link, a page has at
 * most one hero, and there is a not-found page.
 */
import path from 'node:path';
import type { ContentError } from './contentError.ts';
import { collectImages, collectLinks } from './contentWalk.ts';
import { closestMatch } from './didYouMean.ts';
import type { DataPath } from '../places/places.ts';
import { describePath, locateValue } from './locate.ts';
import { NOT_FOUND_ROUTE, type Block } from './model.ts';
import type { ParsedYaml } from './parseYaml.ts';
import { ONE_PER_PAGE } from './onePerPage.ts';
import type { PublicPictures } from './publicPictures.ts';

export interface CheckedFile<T> {
  /** The file's path, relative to the project. */
  file: string;
  /** The file parsed with positions; worked out only when asked for (to place an error), for a file read from the cache. */
  parsed: ParsedYaml;
  data: T;
}

export interface PageFields {
  route: string;
  blocks: Block[];
}

function errorAt(
  file: CheckedFile<unknown>,
  valuePath: DataPath,
  message: string,
  containerPath = valuePath.slice(0, -1),
): ContentError {
  return {
    file: file.file,
    ...locateValue(file.parsed, valuePath),
    where: describePath(containerPath, file.data),
    message,
  };
}

export function checkRoutes(pages: CheckedFile<PageFields>[]): ContentError[] {
  const errors: ContentError[] = [];
  const firstFileOfRoute = new Map<string, string>();
  for (const page of pages) {
    const earlier = firstFileOfRoute.get(page.data.route);
    if (earlier) {
      const what = page.data.route === NOT_FOUND_ROUTE ? 'the not-found page ("*")' : `route "${page.data.route}"`;
      errors.push(
        errorAt(page, ['route'], `${what} is already declared in ${earlier}: each route belongs to one file`),
      );
    } else {
      firstFileOfRoute.set(page.data.route, page.file);
    }
  }
  if (pages.length > 0 && !firstFileOfRoute.has(NOT_FOUND_ROUTE)) {
    errors.push({
      file: 'pages',
      line: 1,
      col: 1,
      where: '',
      message: 'there is no not-found page: add a page with route: "*" and a notFound block',
    });
  }
  return errors;
}

/**
 * A link may also name a file of the public folder (a price list as a PDF, /files/prices.pdf): one with an extension,
 * inside the folder, through no link, that is there. Everything else must be a page.
 */
export function checkInternalLinks(
  files: CheckedFile<unknown>[],
  routes: Set<string>,
  publicFiles?: { publicDir: string; pictures: PublicPictures },
): ContentError[] {
  const known = [...routes];
  let fileNames: string[] | undefined;
  const inside = publicFiles && path.resolve(publicFiles.publicDir) + path.sep;
  const isPublicFile = (target: string) => {
    if (!publicFiles || !inside || !path.posix.extname(target)) return false;
    let name = target;
    try {
      name = decodeURIComponent(target);
    } catch {
      // A malformed %-escape names no file; the name as written is looked for, and not found.
    }
    const file = path.resolve(path.join(publicFiles.publicDir, name));
    return (
      file.startsWith(inside) && !publicFiles.pictures.linkOnTheWay(inside, file) && publicFiles.pictures.exists(file)
    );
  };
  const mistakeOf = (target: string, value: string) => {
    if (publicFiles && path.posix.extname(target)) {
      fileNames ??= publicFiles.pictures.filesUnder(publicFiles.publicDir, '/');
      const suggestion = closestMatch(target, [...fileNames, ...known]);
      const hint = suggestion ? ` Did you mean "${suggestion}"?` : '';
      return `link "${value}" goes to no page, and the public folder has no such file.${hint}`;
    }
    const suggestion = closestMatch(target, known);
    const hint = suggestion ? ` Did you mean "${suggestion}"?` : '';
    return `link "${value}" goes to a page that does not exist.${hint}`;
  };
  return files.flatMap((file) =>
    collectLinks(file.data)
      .filter((link) => link.value.startsWith('/'))
      .flatMap((link) => {
        // Only links starting with / are checked, so the page part is never empty.
        const target = link.value.replace(/[?#].*/, '');
        if (routes.has(target) || isPublicFile(target)) return [];
        return [errorAt(file, link.path, mistakeOf(target, link.value))];
      }),
  );
}

/** `pictures` says what the public folder holds (the disk's answer, or the one the check was handed). */
export function checkImages(
  files: CheckedFile<unknown>[],
  publicDir: string,
  pictures: PublicPictures,
): ContentError[] {
  let available: string[] | undefined;
  const inside = path.resolve(publicDir) + path.sep;
  /** What is wrong with a picture's path, or undefined: worked out once per path, as many entries share a few. */
  const mistakeOf = (src: string): string | undefined => {
    const picture = path.resolve(path.join(publicDir, src));
    // Whether a file exists outside the public folder is never told.
    if (!picture.startsWith(inside))
      return `image "${src}" is outside the public folder: a picture's path starts with /images/ and stays below it`;
    const link = pictures.linkOnTheWay(inside, picture);
    if (link)
      return `image "${src}" leads through a link to another place (public/${path.relative(inside, link).split(path.sep).join('/')}): put the picture itself in the public folder`;
    if (pictures.exists(picture)) return undefined;
    available ??= pictures.filesUnder(path.join(publicDir, 'images'), '/images/');
    // A typo in the file name, not a different picture in the same folder: the allowance follows the name's length.
    const suggestion = closestMatch(src, available, Math.max(2, Math.floor(path.basename(src).length / 4)));
    const hint = suggestion ? ` Did you mean "${suggestion}"?` : '';
    return `image "${src}" was not found in the public folder.${hint}`;
  };
  const mistakes = new Map<string, string | undefined>();
  return files.flatMap((file) =>
    collectImages(file.data).flatMap((image) => {
      if (!mistakes.has(image.value)) mistakes.set(image.value, mistakeOf(image.value));
      const mistake = mistakes.get(image.value);
      return mistake ? [errorAt(file, image.path, mistake)] : [];
    }),
  );
}

export function checkOneHeroPerPage(pages: CheckedFile<PageFields>[]): ContentError[] {
  return pages.flatMap((page) =>
    ONE_PER_PAGE.flatMap((kind) => {
      const found = page.data.blocks.flatMap((block, index) => (block.type === kind ? [index] : []));
      return found
        .slice(1)
        .map((index) =>
          errorAt(
            page,
            ['blocks', index, 'type'],
            `a page can have only one ${kind}; the first is block ${found[0] + 1}`,
            ['blocks', index],
          ),
        );
    }),
  );
}
