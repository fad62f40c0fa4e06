import { EmbeddedStore } from "./server/store/embedded/embedded-store";
const s = await EmbeddedStore.open("/tmp/nedbt"+Date.now(), ["posts"]);
const c = s.collection<any>("posts");
await c.createIndex({fields:{isPublished:1, createdAt:-1}});
await c.createIndex({fields:{slug:1}, unique:true});
await c.insertOne({_id:"a", slug:"x", isPublished:true, createdAt:new Date(), tags:["A"], n:1});
try { await c.insertOne({_id:"b", slug:"x"}); } catch(e){ console.log("dup", (e as Error).name) }
console.log(await c.find({isPublished:true},{projection:{tags:0}}));
console.log(await c.updateOne({_id:"z"},{$set:{slug:"z"}},{upsert:true}), await c.countDocuments({}));
console.log(await c.find({slug:{$regex:/^x/}}));
