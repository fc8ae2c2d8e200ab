import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';

export interface UploadsDeps {
  db: Database;
  storage: FileStorage;
  maxBytes: number;
}
