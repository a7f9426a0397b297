import type { MailCopy } from './types';

export const id: MailCopy = {
  greeting: (name) => (name ? `Halo ${name},` : 'Halo,'),
  signOff: 'Salam hangat,\nTim Halcyon Beauty',
  linkFallback: 'Jika tombol tidak berfungsi, salin alamat berikut ke browser Anda:',
  footer: (storefront) =>
    `Dikirim oleh ${storefront}. Kotak surat ini tidak dipantau, jadi mohon untuk tidak membalas email ini.`,

  passwordReset: {
    subject: 'Atur ulang kata sandi Halcyon Beauty Anda',
    heading: 'Atur ulang kata sandi Anda',
    intro:
      'Kami menerima permintaan untuk mengatur ulang kata sandi akun Halcyon Beauty Anda. Silakan buat kata sandi baru dalam 1 jam ke depan; tautan ini hanya dapat digunakan satu kali.',
    action: 'Buat kata sandi baru',
    outro: 'Jika Anda tidak memintanya, abaikan saja email ini. Kata sandi Anda tidak akan berubah.',
  },
  unlock: {
    subject: 'Buka kunci akun Halcyon Beauty Anda',
    heading: 'Buka kunci akun Anda',
    intro:
      'Anda meminta untuk membuka kunci akun Halcyon Beauty Anda. Gunakan tombol di bawah ini dalam 24 jam, dan Anda dapat langsung masuk kembali.',
    action: 'Buka kunci akun saya',
    outro: 'Jika Anda tidak memintanya, abaikan saja email ini.',
  },
  noAccount: {
    subject: 'Tidak ada akun Halcyon Beauty dengan alamat ini',
    heading: 'Akun Anda tidak ditemukan',
    intro: (asked) =>
      `Seseorang, mungkin Anda, meminta untuk ${asked === 'unlock' ? 'membuka kunci' : 'mengatur ulang kata sandi'} akun Halcyon Beauty dengan alamat email ini, tetapi tidak ada akun yang menggunakannya. Coba alamat email yang Anda gunakan saat mendaftar, atau buat akun baru hanya dalam satu menit.`,
    action: 'Buat akun',
    outro: 'Jika ini bukan Anda, abaikan saja email ini.',
  },
  registrationConfirm: {
    subject: 'Selesaikan pendaftaran Anda di Halcyon Beauty',
    heading: 'Satu langkah lagi',
    intro:
      'Terima kasih telah bergabung bersama kami. Konfirmasikan alamat email Anda dalam 24 jam untuk membuat akun dan mulai mengumpulkan poin Beauty Pass.',
    action: 'Buat akun saya',
    outro: 'Jika Anda tidak mendaftar, abaikan saja email ini; tidak ada akun yang akan dibuat.',
  },
  registrationExisting: {
    subject: 'Anda sudah memiliki akun Halcyon Beauty',
    heading: 'Anda sudah terdaftar',
    intro:
      'Seseorang, mungkin Anda, mencoba mendaftar dengan alamat email ini, yang sudah memiliki akun Halcyon Beauty. Silakan masuk, atau buat kata sandi baru jika Anda lupa.',
    action: 'Masuk',
    forgotPassword: 'Buat kata sandi baru',
    outro: 'Jika ini bukan Anda, abaikan saja email ini. Akun Anda tidak berubah.',
  },

  booking: {
    pending: {
      subject: (number, title) => `Konfirmasi pemesanan ${number}: ${title}`,
      heading: 'Konfirmasi pemesanan Anda',
      intro: (number, minutes) =>
        `Terima kasih telah melakukan pemesanan bersama kami. Mohon konfirmasi pemesanan ${number} dalam ${minutes} menit: tempat Anda terjamin begitu Anda mengonfirmasi, selama masih tersedia.`,
      action: 'Konfirmasi pemesanan saya',
      outro: 'Melalui tautan yang sama, Anda juga dapat menjadwalkan ulang atau membatalkannya nanti.',
    },
    confirmed: {
      subject: (number, title) => `Pemesanan Anda ${number}: ${title}`,
      heading: 'Pemesanan Anda telah dikonfirmasi',
      intro: (number) => `Pemesanan ${number} telah dikonfirmasi. Kami menantikan kedatangan Anda.`,
      action: 'Kelola pemesanan saya',
      outro: 'Ada perubahan rencana? Melalui tautan yang sama, Anda dapat menjadwalkan ulang atau membatalkannya.',
    },
    number: 'Nomor pemesanan',
    activity: 'Aktivitas',
    when: 'Waktu',
    where: 'Lokasi',
  },

  order: {
    subject: (number) => `Terima kasih atas pesanan Anda ${number}`,
    heading: 'Terima kasih atas pesanan Anda',
    intro: (number) =>
      `Pembayaran untuk pesanan ${number} telah kami terima, dan pesanan Anda sedang kami siapkan dengan penuh perhatian.`,
    action: 'Lihat pesanan saya',
    outro: 'Ada pertanyaan tentang pesanan Anda? Tim layanan pelanggan kami siap membantu.',
    help: 'Pusat bantuan',
    number: 'Nomor pesanan',
    lines: 'Pesanan Anda',
    item: 'Produk',
    variant: 'Warna / ukuran',
    quantity: 'Jml',
    price: 'Harga',
    complimentary: 'Gratis',
    points: (count) => `${count} poin`,
    subtotal: 'Subtotal',
    discount: 'Diskon',
    shipping: 'Pengiriman',
    freeShipping: 'Gratis',
    total: 'Total',
    deliverTo: 'Dikirim ke',
    estimatedArrival: 'Perkiraan tiba',
    collectAt: 'Click & Collect di',
    collectOn: 'Waktu pengambilan',
  },
};
