import {
  HorizontalPositionAlign,
  HorizontalPositionRelativeFrom,
  ImageRun,
  TextWrappingSide,
  TextWrappingType,
  VerticalPositionAlign,
  VerticalPositionRelativeFrom,
} from "docx";
import { photoBase64, photoKind, templateShowsPhoto } from "#core/resume/photo.ts";
import type { TemplateId } from "#core/resume/template-id.ts";
import type { ResumeView } from "#core/view/resume-view.ts";

/** 30 × 40 mm, in the pixels (1/96 inch) the docx library measures images in. */
const SIZE = { width: 113, height: 151 };
/** A quarter of a centimetre between the photo and the text beside it, in EMU. */
const GAP = 90_000;

/**
 * The photo as Word shows it (decision 0031): at the top right of the first page, the name and contacts
 * beside it, when the resume's template prints a photo; otherwise none, as in the PDF.
 */
export function docxPhoto(view: ResumeView, templateId: TemplateId): ImageRun | null {
  if (!view.foto || !templateShowsPhoto(templateId)) return null;
  const data = Buffer.from(photoBase64(view.foto) ?? "", "base64");
  const kind = photoKind(data);
  if (kind === null) return null;
  return new ImageRun({
    type: kind === "jpeg" ? "jpg" : "png",
    data,
    transformation: SIZE,
    altText: { name: "Foto", title: view.nome || "Foto", description: view.nome || "Foto" },
    floating: {
      horizontalPosition: {
        relative: HorizontalPositionRelativeFrom.MARGIN,
        align: HorizontalPositionAlign.RIGHT,
      },
      verticalPosition: { relative: VerticalPositionRelativeFrom.MARGIN, align: VerticalPositionAlign.TOP },
      wrap: {
        type: TextWrappingType.SQUARE,
        side: TextWrappingSide.LEFT,
        margins: { distL: GAP, distB: GAP },
      },
      margins: { left: GAP, bottom: GAP },
    },
  });
}
