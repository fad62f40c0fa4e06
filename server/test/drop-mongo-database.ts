import { MongoClient } from "mongodb";

/** Removes a test's MongoDB database whole: the app's collections and what engines derive beside them (search's word list). */
export async function dropMongoDatabase(uri: string, dbName: string): Promise<void> {
  const client = await MongoClient.connect(uri);
  try {
    await client.db(dbName).dropDatabase();
  } finally {
    await client.close();
  }
}
