import type { NewsletterSendSummary } from "@shared/types";
import { useCancelSend, useResumeSend } from "../api/sends";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";

const readers = (count: number) => `${count} ${count === 1 ? "reader" : "readers"}`;

/** "Cancel send" on a newsletter still going out. */
export function CancelSend({ send }: { send: NewsletterSendSummary }) {
  const mutation = useCancelSend();
  return (
    <ConfirmActionDialog
      subject={send.id}
      trigger="Cancel send"
      busy="Cancelling..."
      title="Cancel this newsletter?"
      description={
        <>
          "{send.postTitle}" will not go to the {readers(send.pending)} still waiting for it
          {send.preparing ? ", nor to those not queued yet" : ""}. A message already on its way to the mail server may still arrive.
        </>
      }
      keep="Keep sending"
      destructive
      mutation={mutation}
      done={({ cancelled }) => ({
        title: "Newsletter cancelled",
        description: `${cancelled} waiting ${cancelled === 1 ? "delivery was" : "deliveries were"} cancelled.`,
      })}
      failed="Failed to cancel the newsletter."
    />
  );
}

/** "Send to the rest" on a cancelled newsletter: the only way one goes on. */
export function ResumeSend({ send }: { send: NewsletterSendSummary }) {
  const mutation = useResumeSend();
  return (
    <ConfirmActionDialog
      subject={send.id}
      trigger="Send to the rest"
      busy="Sending..."
      title="Send this newsletter to the rest?"
      description={
        <>
          "{send.postTitle}" goes to the {readers(send.cancelled)} it did not reach before it was cancelled; those who got it are not sent
          it again. The post must be published.
        </>
      }
      keep="Keep it cancelled"
      mutation={mutation}
      done={({ resumed }) => ({
        title: "Newsletter sending",
        description: `${resumed} ${resumed === 1 ? "delivery is" : "deliveries are"} back in the queue.`,
      })}
      failed="Failed to send the newsletter to the rest."
    />
  );
}
