import { describe, expect, it } from "vitest";
import { maxRating, testimonials } from "./testimonials.ts";

describe("testimonials", () => {
  it("has the three testimonials, all rated 5 out of 5", () => {
    expect(testimonials).toHaveLength(3);
    expect(maxRating).toBe(5);
    for (const testimonial of testimonials) expect(testimonial.rating).toBe(maxRating);
  });

  it("gives each one an id, a name, a town, a service and a real quote", () => {
    expect(new Set(testimonials.map((testimonial) => testimonial.id)).size).toBe(testimonials.length);
    for (const testimonial of testimonials) {
      expect(testimonial.name).not.toBe("");
      expect(testimonial.town).not.toBe("");
      expect(testimonial.serviceLabel).not.toBe("");
      expect(testimonial.quote.length).toBeGreaterThan(80);
    }
  });
});
