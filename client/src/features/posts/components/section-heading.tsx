export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div className="mb-10 text-center">
      <h2 id={id} className="font-serif text-3xl font-bold text-primary sm:text-4xl">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-body">{subtitle}</p>
    </div>
  );
}
