import { createStorage, type Storage } from '@forecourt/site-storage'
import { startTestPostgres } from '@forecourt/site-storage/testing'

/** Runs `use` against a storage on a throwaway PostgreSQL 15 (Debian's binaries), then removes it all. */
export async function withTestDatabase<T>(use: (storage: Storage) => Promise<T>): Promise<T> {
  const postgres = await startTestPostgres()
  try {
    const storage = await createStorage({ databaseUrl: await postgres.createDatabase('leads') })
    try {
      return await use(storage)
    } finally {
      await storage.close()
    }
  } finally {
    await postgres.stop()
  }
}
