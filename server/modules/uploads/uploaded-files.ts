import express from "express";

/** Uploaded files never change (each has a fresh id), so browsers may keep them for a year. */
export function uploadedFiles(uploadsDir: string) {
  return express.static(uploadsDir, { immutable: true, maxAge: "1y", index: false, fallthrough: false });
}
