import { Card, CardContent } from "@/components/ui/card";

export function ComingSoon({ text }: { text: string }) {
  return (
    <Card>
      <CardContent className="py-12 text-center text-muted-foreground">{text}</CardContent>
    </Card>
  );
}
