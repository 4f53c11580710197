/** Texts of the photo picker (components/photo-picker.tsx) used by complaints and refund requests. */
export const photoMessages = {
  addPhoto: 'Thêm ảnh',
  removePhoto: 'Xóa ảnh',
  uploading: (percent: number) => `Đang tải ${percent}%`,
  uploadFailed: 'Tải ảnh thất bại',
  photosHint: (max: number) => `Tối đa ${max} ảnh`,
} as const;
