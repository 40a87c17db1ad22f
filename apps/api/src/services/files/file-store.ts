// Where uploaded files live: a folder under DATA_DIR when the server runs, memory in tests. Names are the store's
// own (a random id and the type's extension), never the uploader's.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface FileStore {
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none by that name. */
  get(name: string): Promise<Uint8Array | null>;
}

export function createMemoryFileStore(): FileStore {
  const files = new Map<string, Uint8Array>();
  return {
    put: async (name, bytes) => void files.set(name, bytes),
    get: async (name) => files.get(name) ?? null,
  };
}

export function createDiskFileStore(dir: string): FileStore {
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
    },
    async get(name) {
      try {
        return new Uint8Array(await readFile(join(dir, name)));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
  };
}
