import { test, expect } from "./fixtures";

test.describe("paying for care", () => {
  test("the costs page gives the spec's prices and links to the directory filtered by each way to pay", async ({
    page,
  }) => {
    await page.goto("/costs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "What dental care costs, and help to pay for itUtu",
    );
    const table = page.getByRole("table");
    await expect(table.getByRole("row", { name: /Check-up/ })).toContainText("$150 – $300");
    await expect(table.getByRole("row", { name: /Invisalign/ })).toContainText("$6,000 – $9,000");
    await expect(table.getByRole("row", { name: /implant/ })).toContainText("$3,500 – $6,000");
    await expect(table.getByRole("row", { name: /whitening/ })).toContainText("$400 – $800");
    await expect(table.getByRole("row", { name: /Wisdom/ })).toContainText("$300 – $800");
    await expect(page.getByRole("link", { name: "Find ACC-registered dentists" })).toHaveAttribute(
      "href",
      "/directory?acc=1",
    );
    await expect(page.getByRole("link", { name: "Find dentists offering free care for under-18s" })).toHaveAttribute(
      "href",
      "/directory?under18=1",
    );
    await expect(page.getByRole("link", { name: "Find dentists who give Work and Income quotes" })).toHaveAttribute(
      "href",
      "/directory?winz=1",
    );
  });

  test("the costs page is linked from the home page and the footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("link", { name: /What dental care costs/ })).toHaveAttribute(
      "href",
      "/costs",
    );
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Costs and Funding" })).toHaveAttribute(
      "href",
      "/costs",
    );
  });

  test("the accessibility statement names the standard and offers a way to report a barrier", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility statement");
    await expect(page.getByRole("main")).toContainText("WCAG) 2.2 at level AA");
    await expect(page.getByRole("link", { name: "Report an accessibility barrier" })).toHaveAttribute(
      "href",
      "/contact?category=technical&subject=Accessibility+barrier",
    );
  });
});
