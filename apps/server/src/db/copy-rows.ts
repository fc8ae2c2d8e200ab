import type { Database } from './client';
export interface CopiedTable {
  table: string;
  rows: number;
}
export async function copyAllRows(_s: Database, _t: Database): Promise<CopiedTable[]> {
  throw new Error('placeholder');
}
