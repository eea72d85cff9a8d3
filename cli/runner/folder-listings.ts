/**
 * The names in each folder the discovery walk read, kept so that later questions about a
 * folder ("is there a `.git`, a `package.json`, a `.gitignore` here?") are answered from
 * the listing instead of a system call each. Most folders have none of them, and each
 * "no" cost an `existsSync` or a failed read: on a 15,000-file tree, ~180 ms of a run.
 *
 * The answer is always what `existsSync` would say: a folder not listed, a symbolic link
 * (it may dangle), and a name that differs only in case (a case-insensitive file system
 * finds `Package.json` under `package.json`) are asked of the system.
 */
import type { Dirent } from 'node:fs';
import { existsSync } from 'node:fs';
import * as path from 'node:path';

interface Listing {
  /** Entries that are not symbolic links, by exact name. */
  plain: ReadonlySet<string>;
  /** Every entry's name, lower-cased: a name absent here exists on no file system. */
  folded: ReadonlySet<string>;
}

export class FolderListings {
  private readonly listings = new Map<string, Listing>();

  /** What `readdirSync(folder, { withFileTypes: true })` returned. */
  record(folder: string, entries: readonly Dirent[]): void {
    const plain = new Set<string>();
    const folded = new Set<string>();
    for (const entry of entries) {
      if (!entry.isSymbolicLink()) plain.add(entry.name);
      folded.add(entry.name.toLowerCase());
    }
    this.listings.set(folder, { plain, folded });
  }

  /** `existsSync(path.join(folder, name))`, from the listing when it settles it. */
  has(folder: string, name: string): boolean {
    const listing = this.listings.get(folder);
    if (listing?.plain.has(name)) return true;
    if (listing && !listing.folded.has(name.toLowerCase())) return false;
    return existsSync(path.join(folder, name));
  }
}

/** No walk behind it: every question goes to the system. */
export const UNLISTED: Pick<FolderListings, 'has'> = {
  has: (folder, name) => existsSync(path.join(folder, name)),
};
