import { lazy, Suspense, type ReactNode } from "react";
import { Route, Switch } from "wouter";
import { PAGE_ROUTES } from "@shared/routes";
import { PageSpinner } from "./page-spinner";
import { PublicShell } from "./public-shell";
import { ScrollToTop } from "./scroll-to-top";
import { HeadManager } from "./head/head-manager";
import { HomePage } from "./routes/home";
// Public pages are small shells that load their own heavy parts; lazy routes would only add a round trip.
import { PostsPage } from "./routes/posts";
import { ContactPage } from "./routes/contact";
import { NewsletterPage } from "./routes/newsletter";
import { PrivacyPage } from "./routes/privacy";
import { ArticlePage } from "./routes/article";
import { TagPage } from "./routes/tag";
import { NotFoundPage } from "./routes/not-found";

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
        <Route path={PAGE_ROUTES.createPost}>{lazyPage(<EditPostPage />)}</Route>
        <Route path={PAGE_ROUTES.editPost}>{(params) => lazyPage(<EditPostPage id={params.id} />)}</Route>
        <Route path={PAGE_ROUTES.admin}>{lazyPage(<AdminPage />)}</Route>
        <Route path={PAGE_ROUTES.adminSeo}>{lazyPage(<AdminSeoPage />)}</Route>
        <Route path={PAGE_ROUTES.ogTest}>{lazyPage(<OgTestPage />)}</Route>
        <Route path={PAGE_ROUTES.authCallback}>{lazyPage(<AuthCallbackPage />)}</Route>
        <Route>{publicPage(<NotFoundPage />)}</Route>
      </Switch>
    </>
  );
}
