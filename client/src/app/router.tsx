import { lazy, memo, Suspense, type ComponentType, type ReactNode } from "react";
import { Route, Switch } from "wouter";
import { PAGE_ROUTES } from "@shared/routes";
import { ErrorState } from "@/components/ui/error-state";
import { SectionBoundary } from "@/features/article/components/section-boundary";
import { PageSpinner } from "./page-spinner";
import { PublicShell } from "./public-shell";
import { ScrollToTop } from "./scroll-to-top";
import { HeadManager } from "./head/head-manager";

/**
 * A public page whose code comes with the page rather than with every first load: the home page's
 * hero and sign-up, the article's reading parts and the lists' skeletons would otherwise ride on the
 * others' 100 KB budget. Each page imports the parts it shows at once, so it is one file, and a first
 * load fetches no more files than before. The server renders it whole; in the browser its
 * markup stays as drawn until the code arrives and hydrates it. Memoized so that a re-render above
 * it while it waits (same props) is no update, which would make React drop the server's markup.
 */
function lazyPublicPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return memo(function LazyPublicPage(props: P) {
    return (
      <SectionBoundary fallback={<PageFailed />}>
        <Suspense fallback={<PageSpinner />}>
          <Page {...props} />
        </Suspense>
      </SectionBoundary>
    );
  });
}

/** The page's code did not arrive: only a fresh load can fetch it again. */
function PageFailed() {
  return (
    <div className="mx-auto max-w-xl px-4 pb-16 pt-32">
      <ErrorState message="We couldn't load this page." onRetry={() => window.location.reload()} />
    </div>
  );
}

const HomePage = lazyPublicPage(() => import("./routes/home").then((m) => m.HomePage));
const PostsPage = lazyPublicPage(() => import("./routes/posts").then((m) => m.PostsPage));
const ArticlePage = lazyPublicPage(() => import("./routes/article").then((m) => m.ArticlePage));
const TagPage = lazyPublicPage(() => import("./routes/tag").then((m) => m.TagPage));
const SeriesPage = lazyPublicPage(() => import("./routes/series").then((m) => m.SeriesPage));
const ContactPage = lazyPublicPage(() => import("./routes/contact").then((m) => m.ContactPage));
const NewsletterPage = lazyPublicPage(() => import("./routes/newsletter").then((m) => m.NewsletterPage));
const PrivacyPage = lazyPublicPage(() => import("./routes/privacy").then((m) => m.PrivacyPage));
const SitePage = lazyPublicPage(() => import("./routes/site-page").then((m) => m.SitePage));
const NotFoundPage = lazyPublicPage(() => import("./routes/not-found").then((m) => m.NotFoundPage));

// Admin screens load on demand: a reader never downloads the editor, dashboards or charts.
// One editor for /create-post and /edit-post/{id}: when auto-save gives a new post its id, the
// same component stays mounted and nothing reloads.
const EditPostPage = lazy(() => import("./routes/edit-post").then((m) => ({ default: m.EditPostPage })));
const AdminPage = lazy(() => import("./routes/admin").then((m) => ({ default: m.AdminPage })));
const AdminSeoPage = lazy(() => import("./routes/admin-seo").then((m) => ({ default: m.AdminSeoPage })));
const OgTestPage = lazy(() => import("./routes/og-test").then((m) => ({ default: m.OgTestPage })));
const AuthCallbackPage = lazy(() => import("./routes/auth-callback").then((m) => ({ default: m.AuthCallbackPage })));

const publicPage = (page: ReactNode) => <PublicShell>{page}</PublicShell>;
const lazyPage = (page: ReactNode) => <Suspense fallback={<PageSpinner />}>{page}</Suspense>;

export function AppRouter() {
  return (
    <>
      <ScrollToTop />
      <HeadManager />
      <Switch>
        <Route path={PAGE_ROUTES.home}>{publicPage(<HomePage />)}</Route>
        <Route path={PAGE_ROUTES.posts}>{publicPage(<PostsPage />)}</Route>
        <Route path={PAGE_ROUTES.contact}>{publicPage(<ContactPage />)}</Route>
        <Route path={PAGE_ROUTES.newsletter}>{publicPage(<NewsletterPage />)}</Route>
        <Route path={PAGE_ROUTES.privacy}>{publicPage(<PrivacyPage />)}</Route>
        <Route path={PAGE_ROUTES.article}>{(params) => publicPage(<ArticlePage slug={params.slug} />)}</Route>
        <Route path={PAGE_ROUTES.tag}>{(params) => publicPage(<TagPage tag={params.tag} />)}</Route>
        <Route path={PAGE_ROUTES.series}>{(params) => publicPage(<SeriesPage slug={params.slug} />)}</Route>
        <Route path={PAGE_ROUTES.createPost}>{lazyPage(<EditPostPage />)}</Route>
        <Route path={PAGE_ROUTES.editPost}>{(params) => lazyPage(<EditPostPage id={params.id} />)}</Route>
        <Route path={PAGE_ROUTES.admin}>{lazyPage(<AdminPage />)}</Route>
        <Route path={PAGE_ROUTES.adminSeo}>{lazyPage(<AdminSeoPage />)}</Route>
        <Route path={PAGE_ROUTES.ogTest}>{lazyPage(<OgTestPage />)}</Route>
        <Route path={PAGE_ROUTES.authCallback}>{lazyPage(<AuthCallbackPage />)}</Route>
        <Route path={PAGE_ROUTES.sitePage}>{(params) => publicPage(<SitePage slug={params.slug} />)}</Route>
        <Route>{publicPage(<NotFoundPage />)}</Route>
      </Switch>
    </>
  );
}
