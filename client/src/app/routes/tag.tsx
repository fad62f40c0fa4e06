import { safeDecode } from "@/lib/utils";
import { PageHead } from "../page-head";
import { CenteredPage } from "@/components/layout/centered-page";

export function TagPage({ tag }: { tag: string }) {
  const name = safeDecode(tag);
  return (
    <>
      <PageHead title={name} description={`Furrow articles tagged ${name}.`} />
      <CenteredPage title={name} lines={["Articles with this tag will be listed here."]} />
    </>
  );
}
