import { Card, CardContent } from "@/components/ui/card";

export function ComingSoon({ text }: { text: string }) {
  return (
    <Card>
      <CardContent className="py-12 text-center text-stone-600">{text}</CardContent>
    </Card>
  );
}
