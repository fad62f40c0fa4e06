import { ArrowLeftIcon } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";

export function ArticleNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold text-primary">Article Not Found</h1>
      <p className="text-body">The article you're looking for doesn't exist or has been moved.</p>
      <Link href="/" className={buttonVariants({ className: "mt-4" })}>
        <ArrowLeftIcon size={16} />
        Back to Home
      </Link>
    </div>
  );
}
