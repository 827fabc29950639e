import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { portfolioCopy } from "#app/content/portfolio.ts";
import { filterProjects, type Project, portfolioProjects, projectCategories } from "#app/content/projects.ts";
import { PortfolioProjects } from "./portfolio-projects.tsx";

function render(url: string, projects: readonly Project[] = portfolioProjects): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <PortfolioProjects projects={projects} />
    </MemoryRouter>,
  );
}

function currentFilter(html: string): string[] {
  return [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1] ?? "");
}

describe("PortfolioProjects, as rendered on the server", () => {
  it("shows every project with Tous current when there is no filter", () => {
    const html = render("/realisations");
    for (const project of portfolioProjects) expect(html).toContain(project.title);
    expect(currentFilter(html)).toEqual([portfolioCopy.projects.all]);
  });

  it("shows only the projects of the filter in the URL and marks that filter current", () => {
    for (const category of projectCategories) {
      const html = render(`/realisations?service=${category.key}`);
      const shown = filterProjects(portfolioProjects, category.key);
      for (const project of portfolioProjects) {
        if (shown.includes(project)) expect(html).toContain(project.title);
        else expect(html).not.toContain(project.title);
      }
      expect(currentFilter(html)).toEqual([category.label]);
    }
  });

  it("treats an unknown filter like Tous", () => {
    const html = render("/realisations?service=xyz");
    for (const project of portfolioProjects) expect(html).toContain(project.title);
    expect(currentFilter(html)).toEqual([portfolioCopy.projects.all]);
  });

  it("says so in French, with a link to the quote form, when a filter matches nothing", () => {
    const html = render("/realisations?service=ardoise", []);
    expect(html).toContain(portfolioCopy.projects.empty.title);
    expect(html).toContain('href="/devis"');
  });
});
