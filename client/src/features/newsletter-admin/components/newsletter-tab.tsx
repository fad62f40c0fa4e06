import { SectionCard } from "@/components/ui/section-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { OutboxPanel } from "./outbox-panel";
import { SendsPanel } from "./sends-panel";
import { SubscribersPanel } from "./subscribers-panel";

export function NewsletterTab() {
  return (
    <SectionCard id="newsletter-heading" title="Newsletter" description="Who receives new posts, and the mail the site has written.">
      <Tabs defaultValue="subscribers">
        <TabsList aria-label="Newsletter sections" className="inline-flex">
          <TabsTrigger value="subscribers">Subscribers</TabsTrigger>
          <TabsTrigger value="sends">Sent posts</TabsTrigger>
          <TabsTrigger value="outbox">Outbox</TabsTrigger>
        </TabsList>
        <TabsContent value="subscribers">
          <SubscribersPanel />
        </TabsContent>
        <TabsContent value="sends">
          <SendsPanel />
        </TabsContent>
        <TabsContent value="outbox">
          <OutboxPanel />
        </TabsContent>
      </Tabs>
    </SectionCard>
  );
}
