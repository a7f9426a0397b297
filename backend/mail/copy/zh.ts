import type { MailCopy } from './types';

/** Traditional Chinese, as the Hong Kong storefront writes it. */
export const zh: MailCopy = {
  greeting: (name) => (name ? `${name}，您好：` : '您好：'),
  signOff: '祝您美麗每一天\nHalcyon Beauty 團隊',
  linkFallback: '如按鈕無法使用，請將以下網址複製到瀏覽器：',
  footer: (storefront) => `此電郵由 ${storefront} 自動發出，請勿直接回覆。`,

  passwordReset: {
    subject: '重設您的 Halcyon Beauty 密碼',
    heading: '重設密碼',
    intro: '我們收到重設您 Halcyon Beauty 帳戶密碼的要求。請於 1 小時內設定新密碼，此連結只可使用一次。',
    action: '設定新密碼',
    outro: '如您並未提出此要求，請忽略此電郵，您的密碼將維持不變。',
  },
  unlock: {
    subject: '解鎖您的 Halcyon Beauty 帳戶',
    heading: '解鎖您的帳戶',
    intro: '您已要求解鎖 Halcyon Beauty 帳戶。請於 24 小時內按下方按鈕，即可立即重新登入。',
    action: '解鎖我的帳戶',
    outro: '如您並未提出此要求，請忽略此電郵。',
  },
  noAccount: {
    subject: '此電郵地址沒有 Halcyon Beauty 帳戶',
    heading: '找不到您的帳戶',
    intro: (asked) =>
      `有人（可能是您）要求${asked === 'unlock' ? '解鎖使用此電郵地址的 Halcyon Beauty 帳戶' : '重設使用此電郵地址的 Halcyon Beauty 帳戶密碼'}，但此地址並未登記任何帳戶。請使用您註冊時的電郵地址再試一次，或只需一分鐘即可建立新帳戶。`,
    action: '建立帳戶',
    outro: '如這並非您本人，請忽略此電郵。',
  },
  registrationConfirm: {
    subject: '完成註冊 Halcyon Beauty 帳戶',
    heading: '只差一步',
    intro: '感謝您加入我們。請於 24 小時內確認您的電郵地址以建立帳戶，並開始累積 Beauty Pass 積分。',
    action: '建立我的帳戶',
    outro: '如您並未註冊，請忽略此電郵，我們不會建立任何帳戶。',
  },
  registrationExisting: {
    subject: '您已擁有 Halcyon Beauty 帳戶',
    heading: '您已是我們的會員',
    intro:
      '有人（可能是您）嘗試以此電郵地址註冊，但此地址已有 Halcyon Beauty 帳戶。請直接登入；如忘記密碼，可設定新密碼。',
    action: '登入',
    forgotPassword: '設定新密碼',
    outro: '如這並非您本人，請忽略此電郵，您的帳戶不會有任何變更。',
  },

  booking: {
    pending: {
      subject: (number, title) => `請確認您的預約 ${number}：${title}`,
      heading: '確認您的預約',
      intro: (number, minutes) =>
        `感謝您的預約。請於 ${minutes} 分鐘內確認預約 ${number}：確認後，只要名額尚未額滿，位置即為您保留。`,
      action: '確認我的預約',
      outro: '日後您亦可透過同一連結更改時間或取消預約。',
    },
    confirmed: {
      subject: (number, title) => `您的預約 ${number}：${title}`,
      heading: '您的預約已確認',
      intro: (number) => `預約 ${number} 已確認，我們期待與您見面。`,
      action: '管理我的預約',
      outro: '如需更改計劃，可透過同一連結更改時間或取消預約。',
    },
    number: '預約編號',
    activity: '活動',
    when: '日期及時間',
    where: '地點',
  },

  order: {
    subject: (number) => `感謝您的訂單 ${number}`,
    heading: '感謝您的訂購',
    intro: (number) => `我們已收到訂單 ${number} 的付款，正用心為您準備貨品。`,
    action: '查看我的訂單',
    outro: '如對訂單有任何疑問，我們的客戶服務團隊樂意為您效勞。',
    help: '幫助中心',
    number: '訂單編號',
    lines: '您的訂單',
    item: '產品',
    variant: '色號／容量',
    quantity: '數量',
    price: '價格',
    complimentary: '贈品',
    points: (count) => `${count} 積分`,
    subtotal: '小計',
    discount: '折扣',
    shipping: '運費',
    freeShipping: '免費',
    total: '總額',
    deliverTo: '送貨地址',
    estimatedArrival: '預計送達',
    collectAt: '門市自取地點',
    collectOn: '取貨時間',
  },
};
